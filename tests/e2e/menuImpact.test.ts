/**
 * Impact preview as a restaurant admin meets it: hiding the only choice of a package's
 * required group warns first, naming the package; once hidden, Menu health lists the package;
 * shown again, the problem is gone. Selling it out on the availability screen, hiding it in bulk or
 * from its form, or hiding its category warn the same way, and cancelling leaves it on sale; its
 * category cannot be deleted while it holds it, which the dialog says before anything is tried. Selling out
 * a choice that leaves a package group at its minimum asks too, saying what is left.
 * The dialog is used from the keyboard; axe on it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/appInBrowser';
import { seriousViolations } from '../support/axe';
import { DEMO_PASSWORD, graphql, login } from '../support/graphql';
import { signIn } from '../support/signIn';

const ui = appInBrowser();
const WARUNG = '00000001-0000-4000-8000-000000000001'; // admin@restoboard.test's restaurant
const DESSERT = 'Kue Lapis';
const CATEGORY = 'Jajanan Pasar';
const PROBLEM = 'Group “Dessert” needs at least 1, but 0 can be chosen now';
const DUO = ['Nasi Duo Satu', 'Nasi Duo Dua']; // the two choices of the Duo set's required group
const SHOTS = process.env.IMPACT_SCREENSHOTS; // a folder to keep the dialog's screenshots in, when looking at it

beforeAll(async () => {
  const { jwtToken } = await login(ui.app.url, 'admin@restoboard.test', DEMO_PASSWORD);
  const api = <T>(query: string, variables: Record<string, unknown>) =>
    graphql<T>(ui.app.url, query, variables, jwtToken);
  const duo: string[] = [];
  for (const name of DUO) {
    const { createMenu } = await api<{ createMenu: { id: string } }>(
      'mutation ($data: MenuInput!) { createMenu(data: $data) { id } }',
      {
        data: { restaurantId: WARUNG, name, price: 15000, orderTypes: ['DINE_IN'] },
      },
    );
    duo.push(createMenu.id);
  }
  await api('mutation ($data: PackageMenuInput!) { createPackageMenu(data: $data) { id } }', {
    data: {
      restaurantId: WARUNG,
      name: 'Duo set',
      price: 25000,
      status: 'ACTIVE',
      groups: [{ name: 'Main', min: 1, max: 1, menuIds: duo }],
    },
  });
  const { createMenuCategory } = await api<{ createMenuCategory: { id: string } }>(
    'mutation ($data: MenuCategoryInput!) { createMenuCategory(data: $data) { id } }',
    {
      data: { restaurantId: WARUNG, name: CATEGORY },
    },
  );
  const { createMenu } = await api<{ createMenu: { id: string } }>(
    'mutation ($data: MenuInput!) { createMenu(data: $data) { id } }',
    {
      data: {
        restaurantId: WARUNG,
        name: DESSERT,
        price: 18000,
        orderTypes: ['DINE_IN'],
        categoryId: createMenuCategory.id,
      },
    },
  );
  await api('mutation ($data: PackageMenuInput!) { createPackageMenu(data: $data) { id } }', {
    data: {
      restaurantId: WARUNG,
      name: 'Dessert set',
      price: 25000,
      status: 'ACTIVE',
      groups: [{ name: 'Dessert', min: 1, max: 1, menuIds: [createMenu.id] }],
    },
  });
});

const expectAccessible = async () => {
  expect(JSON.stringify(await seriousViolations(ui.page))).toBe('[]');
};
const openMenus = () =>
  ui.page.goto(`${ui.app.url}/admin/menus/${WARUNG}?filter=${encodeURIComponent(JSON.stringify({ q: DESSERT }))}`);
const menuRow = () => ui.page.getByRole('row').filter({ hasText: DESSERT });
const isFocused = (locator: ReturnType<typeof ui.page.getByRole>) =>
  locator.evaluate((element) => element === document.activeElement);

/** The restaurant's Menu health screen, once it has worked the problems out. */
async function openHealth() {
  await ui.page.goto(`${ui.app.url}/admin/menu_health/${WARUNG}`);
  const main = ui.page.locator('#main-content');
  await main.getByText(/^(\d+ problems?|No problems found)$/).waitFor();
  return main.getByRole('region', { name: /^Package menus that cannot be ordered/ });
}

describe('impact preview', () => {
  it("hiding the only choice of a package's required group warns first naming the package; confirmed, Menu health lists it; shown again, the problem is gone", async () => {
    const { page } = ui;
    await signIn(page, ui.app.url, 'admin@restoboard.test');
    await openMenus();
    await menuRow()
      .getByRole('button', { name: `Hide ${DESSERT}` })
      .click();

    const dialog = page.getByRole('dialog', { name: `Hide “${DESSERT}”?` });
    const packages = dialog.getByRole('list', { name: 'Package menus that can no longer be ordered' });
    await packages.getByText(`Dessert set: ${PROBLEM}`).waitFor();
    expect(await isFocused(dialog.getByRole('button', { name: 'Cancel' }))).toBe(true); // what breaks something is not one Enter away
    await expectAccessible();
    await page.keyboard.press('Tab');
    expect(await isFocused(dialog.getByRole('button', { name: 'Hide' }))).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await menuRow().getByText('Hidden', { exact: true }).waitFor();

    const packageProblems = await openHealth();
    await packageProblems.getByRole('link', { name: 'Dessert set' }).waitFor();
    await packageProblems.getByText(PROBLEM).waitFor();

    await openMenus();
    await menuRow()
      .getByRole('button', { name: `Show ${DESSERT}` })
      .click(); // showing never asks
    await menuRow()
      .getByRole('button', { name: `Hide ${DESSERT}` })
      .waitFor();
    await openHealth();
    await expect(page.getByRole('link', { name: 'Dessert set' }).count()).resolves.toBe(0);
    await expect(page.getByText(PROBLEM).count()).resolves.toBe(0);
  });

  it('selling it out on the availability screen warns the same way; Escape cancels and it stays on sale', async () => {
    const { page } = ui;
    await signIn(page, ui.app.url, 'admin@restoboard.test');
    await page.goto(`${ui.app.url}/admin/menu_availability/${WARUNG}`);
    await page.getByLabel('Search').fill(DESSERT);
    const row = page.getByTestId('availability-row').filter({ hasText: DESSERT });
    await row.getByRole('switch', { name: `${DESSERT} available` }).uncheck();
    const dialog = page.getByRole('dialog', { name: `Sell out “${DESSERT}”?` });
    await dialog.getByText(`Dessert set: ${PROBLEM}`).waitFor();
    await expectAccessible();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Available', { exact: true }).waitFor();
    expect(await row.getByRole('switch', { name: `${DESSERT} available` }).isChecked()).toBe(true);
  });

  it('selling out a choice that leaves a package group at its minimum asks first, saying what is left; Sell out goes ahead', async () => {
    const { page } = ui;
    await signIn(page, ui.app.url, 'admin@restoboard.test');
    await page.goto(`${ui.app.url}/admin/menu_availability/${WARUNG}`);
    await page.getByLabel('Search').fill(DUO[0]);
    const row = page.getByTestId('availability-row').filter({ hasText: DUO[0] });
    await row.getByRole('switch', { name: `${DUO[0]} available` }).uncheck();
    const dialog = page.getByRole('dialog', { name: `Sell out “${DUO[0]}”?` });
    await dialog
      .getByRole('list', { name: 'Package menus left with fewer choices' })
      .getByText('Duo set: Main: 1 choice left, needs 1')
      .waitFor();
    await expectAccessible();
    if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/impact-package-group.png` });
    await dialog.getByRole('button', { name: 'Sell out' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText(/^Sold out/).waitFor();
  });

  it('hiding it in bulk, from its form or with its category warns the same way; its category cannot be deleted while it holds it', async () => {
    const { page } = ui;
    await signIn(page, ui.app.url, 'admin@restoboard.test');
    await openMenus();
    await menuRow().getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Hide', exact: true }).click();
    const bulk = page.getByRole('dialog', { name: 'Hide 1 menu?' });
    await bulk.getByText(`Dessert set: ${PROBLEM}`).waitFor();
    await page.keyboard.press('Escape');
    await bulk.waitFor({ state: 'detached' });

    await menuRow().getByText(DESSERT, { exact: true }).click();
    await page.waitForURL(/\/admin\/menu_edit\//);
    await page.getByLabel('Hidden').check();
    await page.getByRole('button', { name: 'Save' }).click();
    const form = page.getByRole('dialog', { name: `Save “${DESSERT}”?` });
    await form.getByText(`Dessert set: ${PROBLEM}`).waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/admin\/menu_edit\//); // not saved: still on the form

    await page.goto(`${ui.app.url}/admin/menu_categories/${WARUNG}`);
    const category = page.getByRole('row').filter({ hasText: CATEGORY });
    await category.getByRole('button', { name: 'Edit' }).click();
    await page
      .getByRole('dialog', { name: `Edit menu category “${CATEGORY}”` })
      .getByLabel('Hidden')
      .check();
    await page
      .getByRole('dialog', { name: `Edit menu category “${CATEGORY}”` })
      .getByRole('button', { name: 'Save' })
      .click();
    const hide = page.getByRole('dialog', { name: `Hide the category “${CATEGORY}”?` });
    await hide.getByText(`Dessert set: ${PROBLEM}`).waitFor();
    await hide.getByRole('list', { name: 'Guests can no longer order 1 menu' }).getByText(DESSERT).waitFor();
    await expectAccessible();
    await hide.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog', { name: `Edit menu category “${CATEGORY}”` })
      .getByRole('button', { name: 'Cancel' })
      .click();

    await category.getByRole('button', { name: 'Delete' }).click();
    const remove = page.getByRole('dialog', { name: `Delete the category “${CATEGORY}”?` });
    await remove.getByText('Menu category is still in use and cannot be deleted.').waitFor();
    expect(await remove.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    await expectAccessible();
  });
});
