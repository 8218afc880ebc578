/**
 * A super admin finds a restaurant's screens: from its row in the restaurants list,
 * and in the side menu, where the current restaurant's screens stand under its name beside the
 * platform's (a hint says how to choose one while there is none). axe on both states.
 */
import { expect, it } from 'vitest';
import { appInBrowser } from '../support/appInBrowser';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/signIn';

const ui = appInBrowser();
const KOPI = '00000001-0000-4000-8000-000000000002';

it("a super admin opens a restaurant's order history from its row in the restaurants list (Enter on the row's link), and it becomes the current one", async () => {
  const { page } = ui;
  await signIn(page, ui.app.url, 'superadmin@restoboard.test');
  await page.getByPlaceholder('Search').fill('kopi');
  const link = page.getByRole('link', { name: 'Order History of Kopi Kita' });
  await link.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(`${ui.app.url}/admin/order_histories/${KOPI}`);
  await page.getByRole('region', { name: 'Totals of the filtered orders' }).waitFor();
  await expect.poll(() => page.getByLabel('Current restaurant').inputValue()).toBe('Kopi Kita');

  await page.getByRole('menuitem', { name: 'Restaurants' }).click();
  await page.getByPlaceholder('Search').fill('kopi');
  await page.getByRole('link', { name: 'Menus of Kopi Kita' }).click();
  await page.waitForURL(`${ui.app.url}/admin/menus/${KOPI}`);
});

it("the side menu shows the platform's screens and, under the current restaurant's name, its screens; before one is chosen it says how", async () => {
  const { page } = ui;
  await signIn(page, ui.app.url, 'superadmin@restoboard.test');
  const platform = page.getByRole('group', { name: 'Platform' });
  await platform.getByRole('menuitem', { name: 'Restaurant Categories' }).waitFor();
  await page
    .getByText('Choose a restaurant in the top bar, or open one from Restaurants, to work on its menus and orders.')
    .waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Current restaurant').fill('kopi');
  await page.getByRole('option', { name: 'Kopi Kita' }).click();
  const restaurant = page.getByRole('group', { name: 'Restaurant: Kopi Kita' });
  await restaurant.getByRole('menuitem', { name: 'Order History' }).click();
  await page.waitForURL(`${ui.app.url}/admin/order_histories/${KOPI}`);
  await page.getByRole('region', { name: 'Totals of the filtered orders' }).waitFor();
  await expect(restaurant.getByRole('menuitem', { name: 'Menus' }).getAttribute('href')).resolves.toBe(
    `/admin/menus/${KOPI}`,
  );
  expect(await seriousViolations(page)).toEqual([]);
});
