/**
 * Typing into the app's date pickers (MUI X) as a person does: section by section, in the order the UI language shows
 * them.
 */
import type { Page } from 'playwright-core';

const pad = (n: number) => String(n).padStart(2, '0');

/** The keys for each section, by its name in English or Indonesian. */
function sectionKeys(when: Date, twelveHours: boolean): Record<string, string> {
  const hours = twelveHours ? pad(when.getHours() % 12 || 12) : pad(when.getHours());
  const keys = {
    day: pad(when.getDate()),
    month: pad(when.getMonth() + 1),
    year: String(when.getFullYear()),
    hours,
    minutes: pad(when.getMinutes()),
    meridiem: when.getHours() < 12 ? 'a' : 'p',
  };
  return {
    Day: keys.day,
    Hari: keys.day,
    Month: keys.month,
    Bulan: keys.month,
    Year: keys.year,
    Tahun: keys.year,
    Hours: keys.hours,
    Jam: keys.hours,
    Minutes: keys.minutes,
    Menit: keys.minutes,
    Meridiem: keys.meridiem,
  };
}

/** Types `when` into the picker labelled `label` (to the minute where it asks for a time). */
export async function typeDate(page: Page, label: string | RegExp, when: Date): Promise<void> {
  const sections = page.getByRole('group', { name: label }).getByRole('spinbutton');
  await sections.first().waitFor(); // a picker just shown (a filter added) renders its sections a moment later
  const names = await sections.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
  const keys = sectionKeys(when, names.includes('Meridiem'));
  for (const [index, name] of names.entries()) {
    await sections.nth(index).click();
    await page.keyboard.type(keys[name] ?? '', { delay: 20 });
  }
}
