/**
 * Menu health as people use it: an ADMIN sees the count in the navigation, opens the list, follows
 * a package that cannot be ordered (its only choice is hidden) to its form, fixes it, and the
 * problem is gone; the screen in Indonesian; a super admin's platform view leading to one
 * restaurant's list. axe on every screen.
 */
import { expect, it } from 'vitest';
import { DEMO_RESTAURANT_IDS } from '../../src/server/db/demoData';
import { openPglite } from '../../src/server/db/pglite';
import { menus, packageMenuGroups, packageMenus } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed';
import { appInBrowser } from '../support/appInBrowser';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/signIn';

const RESTAURANT = DEMO_RESTAURANT_IDS.warungNusantara; // admin@restoboard.test's one restaurant

/** The demo data, then a dessert package whose one choice is a hidden menu. */
async function arrange(dataDir: string): Promise<void> {
  const database = await openPglite(dataDir, async (db) => {
    await seedDemoData(db);
    const [hidden] = await db
      .insert(menus)
      .values({
        restaurantId: RESTAURANT,
        name: 'Es Campur Rahasia',
        price: 18000,
        hidden: true,
        orderTypes: ['DINE_IN'],
      })
      .returning({ id: menus.id });
    const [pkg] = await db
      .insert(packageMenus)
      .values({ restaurantId: RESTAURANT, name: 'Dessert set', price: 25000 })
      .returning({ id: packageMenus.id });
    await db
      .insert(packageMenuGroups)
      .values({ packageMenuId: pkg.id, name: 'Dessert', min: 1, max: 1, menuIds: [hidden.id] });
  });
  await database.close();
}

const ui = appInBrowser(undefined, arrange);
const expectAccessible = async () => expect(await seriousViolations(ui.page)).toEqual([]);
const packages = () => ui.page.getByRole('region', { name: /^Package menus that cannot be ordered/ });

it('an ADMIN follows the count in the navigation to a package that cannot be ordered, fixes it, and the problem is gone', async () => {
  await signIn(ui.page, ui.app.url, 'admin@restoboard.test');
  const link = ui.page.getByRole('menuitem', { name: /^Menu health \d+ problems?$/ });
  await link.click();
  await ui.page.waitForURL(`${ui.app.url}/admin/menu_health/${RESTAURANT}`);
  await packages().getByText('Group “Dessert” needs at least 1, but 0 can be chosen now').waitFor();
  await expectAccessible();

  const shownCount = async () => Number(await link.locator('span[aria-hidden="true"]').last().textContent()); // the badge's digits
  const before = await shownCount();
  await packages().getByRole('link', { name: 'Dessert set' }).click();
  await ui.page.waitForURL(/\/admin\/package_menu_edit\//);
  // The form opens on what to fix: its groups, in sight and focused.
  await expect
    .poll(() => ui.page.locator('.ra-input-groups').evaluate((groups) => groups.contains(document.activeElement)))
    .toBe(true);
  await ui.page.getByLabel('Menus to choose from').click();
  await ui.page.getByRole('option', { name: 'Nasi Goreng', exact: true }).click();
  await ui.page.keyboard.press('Escape');
  await ui.page.getByRole('button', { name: 'Save' }).click();

  // Save comes back to Menu health, the problem gone and the count in the navigation one less.
  await ui.page.waitForURL(`${ui.app.url}/admin/menu_health/${RESTAURANT}`);
  await ui.page.getByText('Menu health: Warung Nusantara').waitFor();
  await ui.page.getByRole('button', { name: 'Check again' }).waitFor();
  await expect.poll(() => packages().count()).toBe(0);
  await expect.poll(shownCount).toBe(before - 1);
  await expectAccessible();
});

it('speaks Indonesian', async () => {
  await signIn(ui.page, ui.app.url, 'admin@restoboard.test');
  await ui.page.getByRole('button', { name: 'English' }).click();
  await ui.page.getByRole('menuitem', { name: 'Bahasa Indonesia' }).click();
  // The badge's number is said once, with its word: "Kesehatan menu 12 masalah", not "Kesehatan menu 1212 masalah".
  const shown = await ui.page
    .getByRole('menuitem', { name: /^Kesehatan menu/ })
    .locator('[aria-hidden="true"]')
    .last()
    .innerText();
  expect(shown).toMatch(/^[1-9]\d?$/);
  await ui.page.getByRole('menuitem', { name: `Kesehatan menu ${shown} masalah`, exact: true }).click();
  await ui.page.getByText('Kesehatan menu: Warung Nusantara').waitFor();
  await ui.page.getByRole('button', { name: 'Periksa lagi' }).waitFor();
  await expectAccessible();
});

it('a super admin sees the restaurants by number of problems, a page at a time, and opens one', async () => {
  await signIn(ui.page, ui.app.url, 'superadmin@restoboard.test');
  await ui.page.getByRole('menuitem', { name: 'Menu health' }).click();
  const table = ui.page.getByRole('table', { name: 'Menu health by restaurant' });
  await table.getByRole('link').first().waitFor();
  const counts = async () =>
    (await table.getByRole('row').allInnerTexts()).slice(1).map((row) => Number(row.split('\t').at(-1)));
  const first = await counts();
  const firstNames = await table.getByRole('link').allInnerTexts();
  expect(first).toEqual([...first].sort((a, b) => b - a));
  await expectAccessible();
  await ui.page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect
    .poll(async () => (await table.getByRole('link').allInnerTexts()).some((name) => firstNames.includes(name)))
    .toBe(false);
  expect(Math.max(...(await counts()))).toBeLessThanOrEqual(Math.min(...first));
  const link = table.getByRole('link').first();
  const name = await link.innerText();
  await link.click();
  await ui.page.waitForURL(/\/admin\/menu_health\/[0-9a-f-]{36}$/);
  await ui.page.getByText(`Menu health: ${name}`).waitFor();
  await expectAccessible();
});
