/**
 * A guest menu open on a phone follows the menu (docs/features.md, "Live guest menus"): the last portions of an item
 * are taken by an order placed elsewhere, and the open page marks it "Out of stock" without a reload, in the
 * language the guest chose, where the guest had scrolled to. axe on the page as it is then.
 */
import { expect, it } from 'vitest';
import { appInBrowser } from '../support/appInBrowser';
import { seriousViolations } from '../support/axe';
import { DEMO_PASSWORD, graphql, login } from '../support/graphql';

const session = appInBrowser({ width: 390, height: 844 });
const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '00:00', end: '00:00', allDay: true }));

it('an order taking the last portions marks the item "Out of stock" on a guest page already open, without a reload', async () => {
  const { app, page } = session;
  const superadmin = await login(app.url, 'superadmin@restoboard.test', DEMO_PASSWORD);
  const admin = await login(app.url, 'admin@restoboard.test', DEMO_PASSWORD);
  const warungId = admin.profile.restoUuid;
  // Open around the clock and taking take-away orders, so the order is taken whenever the test runs.
  await graphql(
    app.url,
    'mutation ($id: ID!, $data: RestaurantInput!) { updateRestaurant(id: $id, data: $data) { id } }',
    { id: warungId, data: { openingHours: ALL_WEEK, orderPlan: 'GLOBAL' } },
    superadmin.jwtToken,
  );
  // A new item goes last: far enough down the page to scroll to.
  const menu = { name: 'Kue Lapis Legit', price: 15_000 };
  const { createMenu } = await graphql<{ createMenu: { id: string } }>(
    app.url,
    'mutation ($data: MenuInput!) { createMenu(data: $data) { id } }',
    { data: { restaurantId: warungId, ...menu } },
    admin.jwtToken,
  );
  // Warung Nusantara's minimum order is Rp. 50.000: one order of this many takes them all.
  const portions = Math.ceil(50_000 / menu.price);
  await graphql(
    app.url,
    'mutation ($id: ID!, $stockLeft: Int) { setMenuStock(id: $id, stockLeft: $stockLeft) { id } }',
    { id: createMenu.id, stockLeft: portions },
    admin.jwtToken,
  );

  const streaming = page.waitForResponse((response) => response.url().includes('/guest-events/warung-nusantara'));
  await page.goto(`${app.url}/menu/warung-nusantara?table=3`);
  expect((await streaming).headers()['content-type']).toBe('text/event-stream; charset=utf-8');
  await page.getByLabel('Language').selectOption('id');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: menu.name }) });
  await item.scrollIntoViewIfNeeded();
  expect(await item.getByText('Stok habis', { exact: true }).count()).toBe(0);
  // Gone if the page were loaded again.
  await page.evaluate(() => document.body.setAttribute('data-opened', 'once'));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  await graphql(app.url, 'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id } }', {
    data: {
      restaurantSlug: 'warung-nusantara',
      orderType: 'TAKE_AWAY',
      paymentMethod: 'CASH',
      items: [{ menuId: createMenu.id, quantity: portions }],
    },
  });

  await item.getByText('Stok habis', { exact: true }).waitFor();
  expect(await page.evaluate(() => document.body.getAttribute('data-opened'))).toBe('once');
  expect(await page.getByLabel('Bahasa').inputValue()).toBe('id');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(await seriousViolations(page)).toEqual([]);
});
