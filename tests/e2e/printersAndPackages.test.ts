/**
 * Printer classes and package menus as an ADMIN uses them: the routing view shows menus that print
 * nowhere until a printer class routes their category; a package whose only choice is hidden warns
 * on the form and in the list. Menus and categories (another issue's screens) are written into the
 * database before the app serves it. axe on every screen.
 */
import { beforeEach, expect, it } from 'vitest';
import { DEMO_RESTAURANT_IDS } from '../../src/server/db/demoData';
import { openPglite } from '../../src/server/db/pglite';
import { menuCategories, menus } from '../../src/server/db/schema';
import { appInBrowser } from '../support/appInBrowser';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/signIn';
import { exactLabel } from '../support/labels';

const RESTAURANT = DEMO_RESTAURANT_IDS.warungNusantara; // admin@restoboard.test's one restaurant

/**
 * The demo database (its menus all routed), then a category of grilled dishes (routed nowhere) and a hidden dessert.
 */
async function arrange(dataDir: string): Promise<void> {
  const database = await openPglite(dataDir, async () => undefined);
  try {
    const [grill] = await database.db
      .insert(menuCategories)
      .values({ restaurantId: RESTAURANT, name: 'Street Grill', position: 1 })
      .returning({ id: menuCategories.id });
    await database.db.insert(menus).values([
      { restaurantId: RESTAURANT, categoryId: grill.id, name: 'Sate Maranggi', price: 35000, position: 1 },
      { restaurantId: RESTAURANT, categoryId: grill.id, name: 'Sate Padang', price: 45000, position: 2 },
      { restaurantId: RESTAURANT, name: 'Es Doger', price: 20000, position: 3, hidden: true },
    ]);
  } finally {
    await database.close();
  }
}

const ui = appInBrowser(undefined, arrange);

beforeEach(() => signIn(ui.page, ui.app.url, 'admin@restoboard.test'));

const open = (path: string) => ui.page.goto(`${ui.app.url}/admin/${path}`);
const expectAccessible = async () => expect(await seriousViolations(ui.page)).toEqual([]);
const routeRow = (menu: string) =>
  ui.page.getByRole('table', { name: 'Where tickets print' }).getByRole('row').filter({ hasText: menu });

it('the routing view shows menus printing nowhere until a new printer class routes their category', async () => {
  await open(`printer_classes/${RESTAURANT}`);
  await ui.page.getByRole('cell', { name: 'Kitchen', exact: true }).first().waitFor(); // the demo printers
  await routeRow('Sate Maranggi').getByText('Prints nowhere').waitFor();
  await ui.page.getByText('3 menus print nowhere').waitFor();
  await expectAccessible();

  await ui.page.getByRole('button', { name: 'New printer class' }).click();
  const dialog = ui.page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Grill station');
  await dialog.getByLabel('Destination').fill('not a printer/!');
  await dialog.getByLabel('Copies').fill('2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('Destination is invalid').waitFor();
  await dialog.getByLabel('Destination').fill('10.0.0.7:9100');
  await dialog.getByLabel('Categories printed here').click();
  await ui.page.getByRole('option', { name: 'Street Grill' }).click();
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await ui.page.getByText('Printer class created').waitFor();

  await routeRow('Sate Maranggi').getByRole('cell', { name: 'Grill station' }).waitFor();
  await expect(routeRow('Sate Padang').getByRole('cell', { name: "Its category's printer" }).count()).resolves.toBe(1);
  await ui.page.getByText('1 menu prints nowhere').waitFor();
  await ui.page.getByLabel('Only menus that print nowhere').check();
  await routeRow('Es Doger').getByText('Prints nowhere').waitFor();
  await expect(ui.page.getByRole('table', { name: 'Where tickets print' }).getByRole('row').count()).resolves.toBe(2); // its header and Es Doger
});

it('a package whose only choice is hidden warns on the form and in the list', async () => {
  await open(`package_menu/${RESTAURANT}`);
  await ui.page.getByRole('row').filter({ hasText: 'Lunch set' }).first().waitFor(); // the demo's package
  await expectAccessible();
  await ui.page.getByRole('link', { name: 'Create' }).click();
  await ui.page.waitForURL(`${ui.app.url}/admin/package_menu_new/${RESTAURANT}`);
  await ui.page.getByLabel(exactLabel('Name')).fill('Dessert set');
  await ui.page.getByLabel('Price').fill('25000');
  await ui.page.getByLabel('Group name').fill('Dessert');
  await ui.page.getByLabel('Menus to choose from').click();
  await ui.page.getByRole('option', { name: 'Es Doger (hidden)' }).click();
  await ui.page.keyboard.press('Escape');
  await ui.page.getByText('This package cannot be ordered as it is').waitFor();
  await ui.page.getByText('Dessert: only 0 menus can be chosen now, the group needs at least 1').waitFor();
  await expectAccessible();
  await ui.page.getByRole('button', { name: 'Save' }).click();

  await ui.page.waitForURL(`${ui.app.url}/admin/package_menu/${RESTAURANT}`);
  const row = ui.page.getByRole('row').filter({ hasText: 'Dessert set' });
  await row.getByText('Dessert: min 1, max 1 (of 1 menu)').waitFor();
  await row
    .getByText(
      'Dessert: only 0 menus can be chosen now, the group needs at least 1 (the others are hidden or sold out)',
    )
    .waitFor();
  await expectAccessible();
});

it('the group rules speak on their fields: max above the number of choices', async () => {
  await open(`package_menu_new/${RESTAURANT}`);
  await ui.page.getByLabel(exactLabel('Name')).fill('Too many');
  await ui.page.getByLabel('Price').fill('10000');
  await ui.page.getByLabel('Group name').fill('Main');
  await ui.page.getByLabel('Max').fill('3');
  await ui.page.getByLabel('Menus to choose from').click();
  await ui.page.getByRole('option', { name: 'Sate Maranggi' }).click();
  await ui.page.keyboard.press('Escape');
  await ui.page.getByRole('button', { name: 'Save' }).click();
  await ui.page.getByText('maximum selected menus is 1').waitFor();
  expect(ui.page.url()).toBe(`${ui.app.url}/admin/package_menu_new/${RESTAURANT}`);
});
