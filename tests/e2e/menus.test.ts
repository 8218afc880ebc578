/**
 * Menus as a restaurant admin uses them: a new menu with an option group, sold out for 1 hour on
 * the availability screen and then listed as sold out; a category added and a menu hidden from its
 * row (then shown on the availability screen as not offered). axe on every screen.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/appInBrowser';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/signIn';
import { exactLabel } from '../support/labels';

const ui = appInBrowser();
const WARUNG = '00000001-0000-4000-8000-000000000001'; // admin@restoboard.test's restaurant

beforeEach(() => signIn(ui.page, ui.app.url, 'admin@restoboard.test'));

const open = (path: string) => ui.page.goto(`${ui.app.url}/admin/${path}`);
const expectAccessible = async () => {
  expect(JSON.stringify(await seriousViolations(ui.page))).toBe('[]');
};

describe('menus', () => {
  it('an admin creates a menu with an option group, sells it out for 1 hour and sees it listed as sold out', async () => {
    const { page } = ui;
    await open(`menus/${WARUNG}`);
    await page.getByRole('cell', { name: /^Ayam Bakar/ }).waitFor();
    await expectAccessible();

    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(`${ui.app.url}/admin/menu_new/${WARUNG}`);
    await page.getByLabel(exactLabel('Name')).fill('Soto Betawi');
    await page.getByLabel('Price').fill('42000');
    await page.getByLabel('Dine in').check();
    await page.getByRole('button', { name: 'Add' }).click(); // a group
    await page.getByLabel('Group name').fill('Broth');
    await page.getByLabel('Least choices').fill('1');
    await page.getByLabel('Most choices').fill('1');
    await page.getByRole('button', { name: 'Add' }).first().click(); // an option of the group
    await page.getByLabel(exactLabel('Option')).fill('Coconut milk');
    await page.getByLabel('Extra price').fill('0');
    await expectAccessible();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${ui.app.url}/admin/menus/${WARUNG}`);
    await page.getByText('Menu created', { exact: true }).waitFor();

    await open(`menu_availability/${WARUNG}`);
    await page.getByLabel('Search').fill('Soto Betawi');
    const row = page.getByTestId('availability-row').filter({ hasText: 'Soto Betawi' });
    await row.getByText('Available').waitFor();
    await expectAccessible();
    await row.getByRole('switch', { name: 'Soto Betawi available' }).uncheck(); // sold out for the chosen 1 Hour
    await row.getByText(/Sold out until/).waitFor();
    expect(await row.getByRole('switch', { name: 'Soto Betawi available' }).isChecked()).toBe(false);
    // For the rest of the day: back at the start of Warung Nusantara's next business day, midnight in Jakarta.
    await row.getByRole('combobox', { name: 'Soto Betawi sold out for' }).click();
    await page.getByRole('option', { name: 'Rest of the day' }).click();
    await row.getByText(/^Sold out until .+, 12:00\sAM$/).waitFor();

    await open(`menus/${WARUNG}`);
    await page.getByPlaceholder('Search').fill('Soto Betawi');
    const listed = page.getByRole('row').filter({ hasText: 'Soto Betawi' });
    await listed.getByText('Sold out').waitFor();
    await listed.click();
    await page.waitForURL(/\/admin\/menu_edit\//);
    expect(await page.getByLabel('Group name').inputValue()).toBe('Broth');
    expect(await page.getByLabel(exactLabel('Option')).inputValue()).toBe('Coconut milk');
  });

  it("a price below zero is refused by the app's own message on its field, not by the browser's bubble", async () => {
    const { page } = ui;
    await open(`menu_new/${WARUNG}`);
    // The form knows the restaurant's currency once its hint names it: the message names it too.
    await page.getByText('In Rp.', { exact: true }).waitFor();
    await page.getByLabel(exactLabel('Name')).fill('Es Campur');
    await page.getByLabel('Price').fill('-5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Minimum value for Price is Rp. 0', { exact: true }).waitFor();
    expect(page.url()).toBe(`${ui.app.url}/admin/menu_new/${WARUNG}`);
  });

  it('a menu is hidden from its row, and availability says guests are not offered it; a menu category is added in its dialog and listed', async () => {
    const { page } = ui;
    await open(`menus/${WARUNG}`);
    await page.getByRole('button', { name: 'Hide Bakso' }).click();
    await page.getByRole('row').filter({ hasText: 'Bakso' }).getByText('Hidden').waitFor();

    await open(`menu_availability/${WARUNG}`);
    await page.getByLabel('Search').fill('Bakso');
    const row = page.getByTestId('availability-row').filter({ hasText: 'Bakso' });
    await row.getByText('Hidden from guests').waitFor();
    const toggle = row.getByRole('switch', { name: 'Bakso available' });
    expect([await toggle.isChecked(), await toggle.isDisabled()]).toEqual([false, true]);

    await open(`menus/${WARUNG}`);
    await page.getByRole('button', { name: 'Show Bakso' }).click();
    await page.getByRole('button', { name: 'Hide Bakso' }).waitFor();

    await open(`menu_categories/${WARUNG}`);
    await page.getByTestId('sortable-row').first().waitFor();
    await expectAccessible();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByLabel(exactLabel('Name')).fill('Spesial Koki');
    await page.getByLabel('Name in English').fill('Chef Specials'); // Warung's second language, named
    await expectAccessible();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('sortable-row').filter({ hasText: 'Chef Specials' }).waitFor();
  });
});
