/**
 * Forms say what they need (§4): required fields marked, Save there to press on an
 * empty form, text stopped at its maximum, messages in the app's words with names and amounts as
 * the screen shows them, in English and Indonesian.
 */
import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/appInBrowser';
import { seriousViolations } from '../support/axe';
import { DEMO_PASSWORD, login, profileCookie } from '../support/graphql';
import { exactLabel } from '../support/labels';

const ui = appInBrowser();
const WARUNG = '00000001-0000-4000-8000-000000000001'; // admin@restoboard.test's restaurant, in Rupiah

async function openAs(email: string, path: string, locale: 'en' | 'id' = 'en') {
  const session = await login(ui.app.url, email, DEMO_PASSWORD);
  await ui.context.addCookies([{ name: 'restoboard-profile', value: profileCookie(session), url: ui.app.url }]);
  if (locale === 'id') await ui.context.addInitScript(() => localStorage.setItem('RaStore-local.locale', '"id"'));
  await ui.page.goto(`${ui.app.url}/admin/${path}`);
}

/** The message shown under a field (MUI's helper text of the input labelled `label`). */
const messageOf = (label: RegExp) =>
  ui.page.locator('.MuiTextField-root', { has: ui.page.getByLabel(label) }).locator('.MuiFormHelperText-root');

describe('a new menu', () => {
  it('marks what is required, lets Save be pressed on the empty form to say so on each field, and stops a name at 100 characters', async () => {
    const { page } = ui;
    await openAs('admin@restoboard.test', `menu_new/${WARUNG}`);
    const name = page.getByLabel(exactLabel('Name'));
    await name.waitFor();
    expect(await page.locator('label', { hasText: /^Name\u2009\*$/ }).count()).toBe(1);
    expect(await page.locator('label', { hasText: /^Price\u2009\*$/ }).count()).toBe(1);
    expect(await page.locator('label', { hasText: /^Description\u2009\*$/ }).count()).toBe(0);
    // …and say so to assistive technology too.
    expect(
      await Promise.all(
        [name, page.getByLabel('Price'), page.getByLabel(exactLabel('Description'))].map((input) =>
          input.getAttribute('aria-required'),
        ),
      ),
    ).toEqual(['true', 'true', null]);

    // Status offers what a menu can be today, never a blank.
    await page.getByRole('combobox', { name: /^Status/ }).click();
    expect(await page.getByRole('listbox').getByRole('option').allTextContents()).toEqual([
      'Active',
      'Inactive',
      'Draft',
    ]);
    await page.keyboard.press('Escape');

    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isEnabled()).toBe(true);
    await save.click();
    await expect(messageOf(exactLabel('Name')).textContent()).resolves.toBe('Must not be empty');
    expect(page.url()).toBe(`${ui.app.url}/admin/menu_new/${WARUNG}`);

    await name.fill('x'.repeat(10_000));
    expect((await name.inputValue()).length).toBe(100);
    expect(JSON.stringify(await seriousViolations(page))).toBe('[]');
  });

  it('least choices above most choices is said as that conflict, on Most choices', async () => {
    const { page } = ui;
    await openAs('admin@restoboard.test', `menu_new/${WARUNG}`);
    await page.getByLabel(exactLabel('Name')).fill('Es Teler');
    await page.getByLabel('Price').fill('15000');
    await page.getByRole('button', { name: 'Add' }).click(); // a group
    await page.getByLabel('Group name').fill('Toppings');
    await page.getByRole('button', { name: 'Add' }).first().click(); // an option
    await page.getByLabel(exactLabel('Option')).fill('Jelly');
    await page.getByLabel('Extra price').fill('0');
    await page.getByLabel('Least choices').fill('3');
    await page.getByLabel('Most choices').fill('1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(messageOf(/^Most choices/).textContent()).resolves.toBe(
      'Most choices must be at least Least choices (3)',
    );
  });
});

describe('restaurant settings', () => {
  it.each([
    [
      'en',
      'Orders & charges',
      /^Minimum nominal discount/,
      /^Maximum nominal discount/,
      'Save',
      'Maximum value for Minimum nominal discount is Rp. 50.000',
    ],
    [
      'id',
      'Pesanan & biaya',
      /^Diskon nominal minimum/,
      /^Diskon nominal maksimum/,
      'Simpan',
      'Nilai maksimal untuk Diskon nominal minimum adalah Rp. 50.000',
    ],
  ] as const)(
    '(%s) a minimum discount above the maximum names both in the language and the amount in Rupiah',
    async (locale, tabName, min, max, saveLabel, message) => {
      const { page } = ui;
      await openAs('admin@restoboard.test', `restaurant_edit/${WARUNG}`, locale);
      await page.getByRole('tab', { name: tabName }).click();
      await page.getByLabel(max).fill('50000');
      await page.getByLabel(min).fill('60000');
      await page.getByRole('button', { name: saveLabel }).click();
      await expect(messageOf(min).textContent()).resolves.toBe(message);
    },
  );
});

describe('after a create', () => {
  it('the list it returns to says what was created and highlights its row', async () => {
    const { page } = ui;
    await openAs('admin@restoboard.test', `menu_new/${WARUNG}`);
    await page.getByLabel(exactLabel('Name')).fill('Aa Es Teler');
    await page.getByLabel('Price').fill('18000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${ui.app.url}/admin/menus/${WARUNG}`);
    await page.getByText('Menu created', { exact: true }).waitFor();
    const marked = (name: string) =>
      page
        .getByRole('row')
        .filter({ hasText: name })
        .first()
        .locator('td')
        .first()
        .evaluate((cell) => getComputedStyle(cell).boxShadow.includes('inset'));
    // Marked for a while from when the list shows the row (src/admin/lists/rowHighlight.ts), not from the save.
    await expect.poll(() => marked('Aa Es Teler')).toBe(true);
    expect(await marked('Ayam Bakar')).toBe(false);
  });
});

describe('a new user', () => {
  it('offers roles without a blank choice and starts at the admin’s restaurant as the main one', async () => {
    const { page } = ui;
    await openAs('admin@restoboard.test', 'user_new');
    await page.getByRole('combobox', { name: /^Role/ }).click();
    const options = await page.getByRole('listbox').getByRole('option').allTextContents();
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((text) => text.trim() !== '')).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('combobox', { name: /^Main restaurant/ }).textContent()).resolves.toBe(
      'Warung Nusantara',
    );
  });
});

describe('dates and column titles in the UI language', () => {
  it.each([
    ['en', 'Created', /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/],
    ['id', 'Dibuat', /^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/],
  ] as const)(
    '(%s) the restaurants list writes Created with the month’s name, its titles on one line',
    async (locale, column, date) => {
      const { page } = ui;
      await openAs('superadmin@restoboard.test', 'restaurants', locale);
      await page.getByRole('columnheader', { name: column }).waitFor();
      const index = await page
        .getByRole('columnheader')
        .evaluateAll((cells, title) => cells.findIndex((cell) => cell.textContent?.trim() === title), column);
      const created = await page.locator('tbody tr').first().locator('td').nth(index).textContent();
      expect(created?.trim()).toMatch(date);
      // The titles (a super admin's list also has the selection column, whose header is a checkbox, no title).
      const linesPerTitle = await page.getByRole('columnheader').evaluateAll((cells) =>
        cells
          .filter((cell) => cell.textContent?.trim())
          .map((cell) => {
            const style = getComputedStyle(cell);
            const content = cell.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
            return Math.round(content / parseFloat(style.lineHeight));
          }),
      );
      expect(linesPerTitle.every((lines) => lines <= 1)).toBe(true);
    },
  );
});

describe('date filters', () => {
  it('are typed and read as the UI language writes dates, with its own calendar', async () => {
    const { page } = ui;
    await openAs('superadmin@restoboard.test', `order_histories/${WARUNG}`, 'id');
    const from = page.getByRole('group', { name: 'Dari' });
    await expect(from.textContent()).resolves.toBe('HH/BB/TTTT');
    await page.getByRole('row').filter({ hasText: '#2000' }).waitFor();
    const tomorrow = new Date(Date.now() + 86_400_000);
    const typed =
      [tomorrow.getDate(), tomorrow.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('') +
      tomorrow.getFullYear();
    await from.getByRole('spinbutton', { name: 'Hari' }).click();
    await page.keyboard.type(typed, { delay: 30 });
    await expect(from.textContent()).resolves.toBe(`${typed.slice(0, 2)}/${typed.slice(2, 4)}/${typed.slice(4)}`);
    await expect.poll(() => page.getByRole('row').filter({ hasText: '#2000' }).count()).toBe(0); // nothing ordered tomorrow yet
    await page
      .getByRole('button', { name: /^Pilih tanggal/ })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('columnheader').first().waitFor();
    expect(await page.getByRole('dialog').getByRole('columnheader').allTextContents()).toEqual([
      'S',
      'S',
      'R',
      'K',
      'J',
      'S',
      'M',
    ]);
    expect(JSON.stringify(await seriousViolations(page))).toBe('[]');
  });
});
