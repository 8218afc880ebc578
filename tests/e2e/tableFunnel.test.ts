/**
 * The per-table funnel as a restaurant lives it: a guest opens a table's QR target on a phone (the
 * code's link as the QR screen shows it) and sees the menu with a sold-out item marked; a reload
 * counts no second scan; an order for that table comes in through the public API; the restaurant's
 * analytics then show that table with one scan and one order, and the demo's table whose code is
 * scanned but never ordered from flagged. axe on the guest page and on the new section.
 */
import { expect, it } from 'vitest';
import { appInBrowser } from '../support/appInBrowser';
import { newContext } from '../support/browser';
import { seriousViolations } from '../support/axe';
import { DEMO_PASSWORD, graphql, login } from '../support/graphql';
import { minimumTableOrder, openAllWeek } from '../support/orderingWarung';
import { signIn } from '../support/signIn';

const session = appInBrowser();
const PHONE = { width: 390, height: 844 };

const isScan = (postData: string | null) => (postData ?? '').includes('countTableScan');

it("a guest scans a new table's code on a phone and orders: the restaurant's table funnel shows one scan and one order for it", async () => {
  const { app, page, context } = session;
  const admin = await login(app.url, 'admin@restoboard.test', DEMO_PASSWORD);
  const superadmin = await login(app.url, 'superadmin@restoboard.test', DEMO_PASSWORD);
  const warungId = admin.profile.restoUuid ?? '';

  // The restaurant adds a table (one with no history yet) and stays open around the clock, so the order is taken
  // whenever the test runs.
  const { Restaurant } = await graphql<{ Restaurant: { tableCount: number } }>(
    app.url,
    'query ($id: ID!) { Restaurant(id: $id) { tableCount } }',
    { id: warungId },
    superadmin.jwtToken,
  );
  const table = Restaurant.tableCount + 1;
  // One plain item to order, another sold out for a day.
  const [ordered, soldOut] = await openAllWeek(app.url, warungId, superadmin.jwtToken, { tableCount: table });
  await graphql(
    app.url,
    'mutation ($ids: [ID!]!) { setMenuAvailability(ids: $ids, available: false, soldOutFor: DAY) { id } }',
    { ids: [soldOut.id] },
    admin.jwtToken,
  );

  // The table's code, as the QR screen shows its link.
  await signIn(page, app.url, 'admin@restoboard.test');
  await page.goto(`${app.url}/admin/qr/${warungId}`);
  const code = page
    .getByRole('list', { name: 'QR codes' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Table ${table}`, exact: true }) });
  const target = (await code.getByText('/menu/').textContent()) ?? '';
  expect(target).toMatch(new RegExp(`^${app.url}/menu/warung-nusantara\\?table=${table}&code=[0-9a-f]{32}$`));

  // A guest's phone opens it.
  const phone = await newContext(context.browser()!, { viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    const guest = await phone.newPage();
    let scans = 0;
    guest.on('request', (request) => {
      if (isScan(request.postData())) scans += 1;
    });
    const scanned = guest.waitForResponse((response) => isScan(response.request().postData()));
    await guest.goto(target);
    await guest.getByRole('heading', { level: 1, name: 'Warung Nusantara' }).waitFor();
    await guest.getByText(`Table ${table}`, { exact: true }).waitFor();
    const item = (name: string) =>
      guest.getByRole('listitem').filter({ has: guest.getByRole('heading', { level: 3, name, exact: true }) });
    await expect(item(soldOut.name).getByText('Sold out', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(item(ordered.name).getByText('Sold out', { exact: true }).count()).resolves.toBe(0);
    expect(await (await scanned).json()).toEqual({ data: { countTableScan: true } });
    expect(await seriousViolations(guest)).toEqual([]);
    // A reload is the same visit: asked again, counted once (the funnel below says 1).
    const again = guest.waitForResponse((response) => isScan(response.request().postData()));
    await guest.reload();
    await guest.getByRole('heading', { level: 1, name: 'Warung Nusantara' }).waitFor();
    expect(await (await again).json()).toEqual({ data: { countTableScan: true } });
    expect(scans).toBe(2);
  } finally {
    await phone.close();
  }

  // The guest's order for that table, through the public ordering API (Rp. 50.000 at least).
  await graphql(app.url, 'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id } }', {
    data: minimumTableOrder(ordered, table, new URL(target).searchParams.get('code')),
  });

  await page.getByRole('menuitem', { name: 'Analytics' }).click();
  await page.waitForURL(`${app.url}/admin/analytics/${warungId}`);
  const funnel = page.getByRole('region', { name: 'Table funnel' });
  const row = (name: string) =>
    funnel
      .getByRole('table', { name: 'Table funnel by table' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await row(`Table ${table}`).waitFor();
  expect(await row(`Table ${table}`).getByRole('cell').allTextContents()).toEqual(['1', '1', '0', '100%']);
  // The demo's last table before this one hangs by the entrance: scanned, never ordered from.
  await expect(row(`Table ${table - 1} scanned, never ordered`).count()).resolves.toBe(1);
  await funnel
    .getByRole('alert')
    .getByText(`Table ${table - 1}: scanned but never ordered from in this period.`, { exact: false })
    .waitFor();
  expect(await seriousViolations(page)).toEqual([]);
});
