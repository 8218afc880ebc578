/**
 * The default screens of a generated resource, as an ADMIN uses them in the built app: in a scratch
 * copy, `npm run new:resource` adds the example (a reservation's fields), the app is built and
 * served, and headless Chromium walks its list, form and edit in English and Indonesian, with axe;
 * its moments are typed, shown and filtered by day on the restaurant's clock, not the browser's.
 */
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newDataDir, startApp, type RunningApp } from '../support/app';
import { seriousViolations } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { typeDate } from '../support/datePicker';
import { exactLabel } from '../support/labels';
import { signIn } from '../support/signIn';
import { run, scratchCopy } from './support/scratch';

let scratch = '';
let app: RunningApp | undefined;
let browser: Browser | undefined;
let page: Page;

beforeAll(async () => {
  scratch = scratchCopy();
  for (const [command, args] of [
    ['npm', ['run', '--silent', 'new:resource', '--', 'zz_bookings', '--id-name=Pemesanan', '--icon=EventSeat']],
    ['npx', ['vite', 'build']],
  ] as const) {
    const done = await run(scratch, command, args);
    expect(done.status, done.output).toBe(0);
  }
  [app, browser] = await Promise.all([startApp({ cwd: scratch, dataDir: newDataDir() }), launchBrowser()]);
  // A browser in São Paulo (UTC−03:00) looking at a restaurant in Jakarta: moments are the restaurant's.
  page = await (
    await browser.newContext({ viewport: { width: 1366, height: 900 }, timezoneId: 'America/Sao_Paulo' })
  ).newPage();
});

afterAll(async () => {
  await browser?.close();
  await app?.destroy();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

const expectAccessible = async () => expect(await seriousViolations(page)).toEqual([]);

it('an ADMIN finds the new resource in the menu, creates one (a rule refusing first), reads the list in Indonesian, edits and deletes it', async () => {
  const { url } = app as RunningApp;
  await signIn(page, url, 'admin@restoboard.test');
  await page.getByRole('menuitem', { name: 'Zz bookings' }).click();
  await page.getByText('No zz bookings yet.').waitFor();
  await expectAccessible();

  await page.getByRole('link', { name: 'Create' }).first().click();
  await page.getByText('Create Zz booking', { exact: true }).waitFor();
  await page.getByLabel(exactLabel('Guest name')).fill('Ana Wijaya');
  await page.getByLabel(exactLabel('Party size')).fill('60');
  await typeDate(page, /Date and time/, new Date(2026, 11, 24, 19, 30));
  await page.getByRole('combobox', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Booked' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Maximum value for Party size is 50').waitFor();
  await expectAccessible();
  await page.getByLabel(exactLabel('Party size')).fill('4');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('cell', { name: 'Ana Wijaya' }).waitFor();
  // Booked for 19:30 on the 24th on the restaurant's clock: in its day the 24th, not from the 25th.
  await page.getByText(/Times and days on the restaurant's clock: Asia\/Jakarta/).waitFor();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Date and time from' }).click();
  await typeDate(page, 'Date and time from', new Date(2026, 11, 25));
  await page.getByRole('cell', { name: 'Ana Wijaya' }).waitFor({ state: 'detached' });
  await typeDate(page, 'Date and time from', new Date(2026, 11, 24));
  await page.getByRole('cell', { name: 'Ana Wijaya' }).waitFor();
  await expectAccessible();

  await page.getByRole('button', { name: /English/ }).click();
  await page.getByRole('menuitem', { name: /Indonesia/ }).click();
  await page.getByRole('columnheader', { name: 'Nama tamu' }).waitFor();
  await page.getByRole('group', { name: 'Tanggal dan jam dari' }).waitFor();
  await page.getByRole('button', { name: 'Hapus filter ini' }).click();
  await page.getByRole('cell', { name: 'Dipesan' }).waitFor();
  await page.getByRole('cell', { name: '24 Des 2026, 19.30' }).waitFor();
  await expectAccessible();

  await page.getByRole('cell', { name: 'Ana Wijaya' }).click();
  await page.getByLabel(exactLabel('Jumlah tamu')).fill('0');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await page.getByText('Nilai minimal untuk Jumlah tamu adalah 1').waitFor();
  await expectAccessible();
  await page.getByLabel(exactLabel('Jumlah tamu')).fill('4');
  await page.getByRole('button', { name: 'Hapus' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Konfirmasi' }).click();
  await page.getByText('Belum ada pemesanan.').waitFor();
});
