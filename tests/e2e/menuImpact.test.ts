/**
 * Impact preview (issue 23) as a restaurant admin meets it: hiding the only choice of a package's
 * required group warns first, naming the package; once hidden, Menu health lists the package;
 * shown again, the problem is gone. Selling it out on the availability screen warns the same way,
 * and Cancel leaves it on sale. The dialog is used from the keyboard; axe on it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/appInBrowser';
import { seriousViolations } from '../support/axe';
import { DEMO_PASSWORD, graphql, login } from '../support/graphql';
import { signIn } from '../support/signIn';

const ui = appInBrowser();
const WARUNG = '00000001-0000-4000-8000-000000000001'; // admin@restoboard.test's restaurant
const DESSERT = 'Kue Lapis';
const PROBLEM = 'Group “Dessert” needs at least 1, but 0 can be chosen now';

beforeAll(async () => {
  const { jwtToken } = await login(ui.app.url, 'admin@restoboard.test', DEMO_PASSWORD);
  const api = <T,>(query: string, variables: Record<string, unknown>) => graphql<T>(ui.app.url, query, variables, jwtToken);
  const { createMenu } = await api<{ createMenu: { id: string } }>('mutation ($data: MenuInput!) { createMenu(data: $data) { id } }', {
    data: { restaurantId: WARUNG, name: DESSERT, price: 18000, orderTypes: ['DINE_IN'] },
  });
  await api('mutation ($data: PackageMenuInput!) { createPackageMenu(data: $data) { id } }', {
    data: { restaurantId: WARUNG, name: 'Dessert set', price: 25000, status: 'ACTIVE', groups: [{ name: 'Dessert', min: 1, max: 1, menuIds: [createMenu.id] }] },
  });
});

const expectAccessible = async () => {
  expect(JSON.stringify(await seriousViolations(ui.page))).toBe('[]');
};
const openMenus = () => ui.page.goto(`${ui.app.url}/admin/menus/${WARUNG}?filter=${encodeURIComponent(JSON.stringify({ q: DESSERT }))}`);
const menuRow = () => ui.page.getByRole('row').filter({ hasText: DESSERT });
const isFocused = (locator: ReturnType<typeof ui.page.getByRole>) => locator.evaluate((element) => element === document.activeElement);

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
    await menuRow().getByRole('button', { name: `Hide ${DESSERT}` }).click();

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
    await menuRow().getByRole('button', { name: `Show ${DESSERT}` }).click(); // showing never asks
    await menuRow().getByRole('button', { name: `Hide ${DESSERT}` }).waitFor();
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
});
