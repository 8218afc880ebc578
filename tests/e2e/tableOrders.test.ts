/**
 * Staff confirmation of table orders as a restaurant lives it (docs/features.md, "Table codes"): the ADMIN turns it
 * on in the settings; the Table orders screen, open and live, shows a guest's table order as it arrives; the ADMIN
 * confirms one and rejects another after being asked, and the super admin's order history says which is which. axe
 * on the screen and the dialog, in both languages.
 */
import { expect, it } from 'vitest';
import { appInBrowser } from '../support/appInBrowser';
import { seriousViolations } from '../support/axe';
import { DEMO_PASSWORD, graphql, login, tableCode } from '../support/graphql';
import { minimumTableOrder, openAllWeek } from '../support/orderingWarung';
import { signIn } from '../support/signIn';

const ui = appInBrowser();

it('with staff confirmation on, a table order waits on the live Table orders screen until the ADMIN confirms it; a rejected one is cancelled', async () => {
  const { app, page } = ui;
  const superadmin = await login(app.url, 'superadmin@restoboard.test', DEMO_PASSWORD);
  const admin = await login(app.url, 'admin@restoboard.test', DEMO_PASSWORD);
  const warungId = admin.profile.restoUuid ?? '';
  const [menu] = await openAllWeek(app.url, warungId, superadmin.jwtToken);
  const code = await tableCode(app.url, admin.jwtToken, warungId, 3);
  const order = () =>
    graphql<{ placeOrder: { id: string; number: number; confirmation: string | null } }>(
      app.url,
      'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id number confirmation } }',
      { data: minimumTableOrder(menu, 3, code) },
    ).then((data) => data.placeOrder);

  // The setting, in the restaurant's settings.
  await signIn(page, app.url, 'admin@restoboard.test');
  await page.goto(`${app.url}/admin/restaurant_edit/${warungId}`);
  await page.getByRole('tab', { name: 'Contact & tables' }).click();
  await page.getByLabel('Staff confirm table orders').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Restaurant updated').waitFor();

  await page.getByRole('menuitem', { name: 'Table orders' }).click();
  await page.waitForURL(`${app.url}/admin/table_orders/${warungId}`);
  await page.getByText('No table order is waiting for confirmation.').waitFor();
  await page.getByRole('status').getByText('Live').waitFor();

  // Two guests at table 3 order while the screen is open: both appear without a reload, oldest first.
  const first = await order();
  const second = await order();
  expect([first.confirmation, second.confirmation]).toEqual(['PENDING', 'PENDING']);
  const card = (number: number) => page.getByRole('listitem', { name: `Table 3 · order #${number}` });
  await card(second.number).waitFor();
  const waiting = page.getByRole('list', { name: 'Table orders waiting: 2' }).getByRole('heading', { level: 2 });
  expect(await waiting.allTextContents()).toEqual([
    `Table 3 · order #${first.number}`,
    `Table 3 · order #${second.number}`,
  ]);
  await card(first.number)
    .getByText(/^Total Rp\. /)
    .waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: `Confirm order #${first.number} of table 3` }).click();
  await page.getByText(`Order #${first.number} of table 3 confirmed`).waitFor();
  await card(first.number).waitFor({ state: 'detached' });

  await page.getByRole('button', { name: `Reject order #${second.number} of table 3` }).click();
  const dialog = page.getByRole('dialog', { name: `Reject order #${second.number} of table 3?` });
  await dialog.getByText(/portions go back/).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await card(second.number).waitFor({ state: 'detached' });
  await page.getByText('No table order is waiting for confirmation.').waitFor();

  // The same screen in Indonesian.
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Bahasa Indonesia' }).click();
  await page.getByText('Tidak ada pesanan meja yang menunggu konfirmasi.').waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  const decided = await graphql<{
    a: { status: string; confirmation: string };
    b: { status: string; confirmation: string };
  }>(
    app.url,
    'query ($a: ID!, $b: ID!) { a: Order(id: $a) { status confirmation } b: Order(id: $b) { status confirmation } }',
    { a: first.id, b: second.id },
    superadmin.jwtToken,
  );
  expect(decided).toEqual({
    a: { status: 'UNPROCESSED', confirmation: 'CONFIRMED' },
    b: { status: 'CANCELED', confirmation: 'REJECTED' },
  });
});
