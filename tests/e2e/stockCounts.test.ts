/**
 * A stock count as a restaurant lives it (docs/features.md, "Stock counts"): the admin types today's portions of a
 * menu on the Availability screen; a guest's order takes them all; the next order is refused as sold out, the
 * Availability screen says "Out of stock" and so does the guest's menu. A count set to zero by hand asks first when
 * it withdraws a package, as selling out does. axe on every screen and the dialog.
 */
import { expect, it } from 'vitest';
import { appInBrowser } from '../support/appInBrowser';
import { seriousViolations } from '../support/axe';
import { DEMO_PASSWORD, graphql, login, tableCode } from '../support/graphql';
import { minimumTableOrder, openAllWeek } from '../support/orderingWarung';
import { signIn } from '../support/signIn';

const ui = appInBrowser();
const PLACE = 'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id } }';

it('an admin counts a menu\'s portions inline; an order takes them all, the next is refused, and both screens say "Out of stock"', async () => {
  const { app, page } = ui;
  const superadmin = await login(app.url, 'superadmin@restoboard.test', DEMO_PASSWORD);
  const admin = await login(app.url, 'admin@restoboard.test', DEMO_PASSWORD);
  const warungId = admin.profile.restoUuid ?? '';
  const [menu] = await openAllWeek(app.url, warungId, superadmin.jwtToken);
  // One order of its minimum takes every portion.
  const portions = menu.minimum;

  await signIn(page, app.url, 'admin@restoboard.test');
  await page.goto(`${app.url}/admin/menu_availability/${warungId}`);
  const left = page.getByLabel(`${menu.name}: portions left today`);
  await left.fill(String(portions));
  const saved = page.waitForResponse((response) => (response.request().postData() ?? '').includes('setMenuStock'));
  await left.press('Enter');
  expect((await (await saved).json()).errors).toBeUndefined();
  expect(await seriousViolations(page)).toEqual([]);

  const order = minimumTableOrder(menu, 1, await tableCode(app.url, admin.jwtToken, warungId, 1));
  const place = () =>
    fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: PLACE, variables: { data: order } }),
    }).then((response) => response.json() as Promise<{ errors?: { extensions: Record<string, unknown> }[] }>);
  expect((await place()).errors).toBeUndefined();
  const { errors } = await place();
  expect(errors?.[0].extensions).toMatchObject({ fieldErrors: { items: 'validation.outOfStock' } });

  await page.reload();
  const row = page.getByTestId('availability-row').filter({ hasText: menu.name });
  await row.getByText('Out of stock').first().waitFor();
  expect(await page.getByLabel(`${menu.name}: portions left today`).inputValue()).toBe('0');

  await page.goto(`${app.url}/menu/warung-nusantara`);
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: menu.name, exact: true }) });
  await item.getByText('Out of stock', { exact: true }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
});

it('counting no portions left of the only choice of a package asks first, naming the package; cancelled, nothing changes', async () => {
  const { app, page } = ui;
  const admin = await login(app.url, 'admin@restoboard.test', DEMO_PASSWORD);
  const warungId = admin.profile.restoUuid ?? '';
  const api = <T>(query: string, variables: Record<string, unknown>) =>
    graphql<T>(app.url, query, variables, admin.jwtToken);
  const { createMenu } = await api<{ createMenu: { id: string } }>(
    'mutation ($data: MenuInput!) { createMenu(data: $data) { id } }',
    { data: { restaurantId: warungId, name: 'Klepon', price: 12000, orderTypes: ['DINE_IN'] } },
  );
  await api('mutation ($data: PackageMenuInput!) { createPackageMenu(data: $data) { id } }', {
    data: {
      restaurantId: warungId,
      name: 'Klepon set',
      price: 20000,
      status: 'ACTIVE',
      groups: [{ name: 'Sweet', min: 1, max: 1, menuIds: [createMenu.id] }],
    },
  });

  await signIn(page, app.url, 'admin@restoboard.test');
  await page.goto(`${app.url}/admin/menu_availability/${warungId}`);
  const left = page.getByLabel('Klepon: portions left today');
  await left.fill('0');
  await left.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Count no portions of “Klepon” left?' });
  await dialog
    .getByRole('list', { name: 'Package menus that can no longer be ordered' })
    .getByText(/^Klepon set: /)
    .waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await left.inputValue()).toBe('');
  const { Menu } = await api<{ Menu: { stockLeft: number | null } }>(
    'query ($id: ID!) { Menu(id: $id) { stockLeft } }',
    {
      id: createMenu.id,
    },
  );
  expect(Menu.stockLeft).toBeNull();

  await left.fill('0');
  const saved = page.waitForResponse((response) => (response.request().postData() ?? '').includes('setMenuStock'));
  await left.press('Enter'); // the preview is known now: the dialog opens at once, and the same Enter must not cancel it
  await dialog.getByRole('button', { name: 'Set to 0' }).click();
  expect((await (await saved).json()).errors).toBeUndefined();
  await page.getByTestId('availability-row').filter({ hasText: 'Klepon' }).getByText('Out of stock').first().waitFor();
});
