/**
 * Closing a day as people do it: Warung Nusantara's ADMIN, whose day now turns at 04:00,
 * closes yesterday: its 01:30 order is in yesterday's expected cash (and the 04:30 one is not); a
 * cash count short of it needs a note; the closed day is locked and shown as counted, in English and
 * Indonesian, in the month's chart of differences, in print without the app's frame, and in the month's CSV; the super
 * admin reopens it with a reason, and finds it among the
 * platform's days not closed. axe on each screen.
 */
import { readFileSync } from 'node:fs';
import { and, eq, gte, lt } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { addDays, businessDayBounds, businessDayOf, instantAt } from '../../src/domain';
import { DEMO_RESTAURANT_IDS } from '../../src/server/db/demoData';
import { openPglite } from '../../src/server/db/pglite';
import { orders, restaurants } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed';
import { appInBrowser } from '../support/appInBrowser';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/signIn';

const RESTAURANT = DEMO_RESTAURANT_IDS.warungNusantara; // admin@restoboard.test's one restaurant
const RULE = { timeZone: 'Asia/Jakarta', cutoff: '04:00' };
const YESTERDAY = addDays(businessDayOf(new Date(), RULE), -1);
const SHOTS = process.env.E2E_SHOTS_DIR;

/** The demo, with a 04:00 cut-off and yesterday's orders replaced by three of known amounts. */
async function arrange(dataDir: string): Promise<void> {
  const database = await openPglite(dataDir, async (db) => {
    await seedDemoData(db);
    await db
      .update(restaurants)
      .set({ dayCutoff: RULE.cutoff, timeZone: RULE.timeZone })
      .where(eq(restaurants.id, RESTAURANT));
    const { start, end } = businessDayBounds(YESTERDAY, RULE);
    await db
      .delete(orders)
      .where(and(eq(orders.restaurantId, RESTAURANT), gte(orders.createdAt, start), lt(orders.createdAt, end)));
    const order = (number: number, createdAt: Date, total: number) =>
      ({
        restaurantId: RESTAURANT,
        number,
        createdAt,
        total,
        subtotal: total,
        status: 'DONE',
        paymentStatus: 'PAID',
        orderType: 'DINE_IN',
        paymentMethod: 'CASH',
        customerName: 'Day close guest',
      }) as const;
    await db.insert(orders).values([
      order(900_001, instantAt(YESTERDAY, 20 * 60, RULE.timeZone), 100_000), // 20:00
      // 01:30 the next morning: still yesterday's.
      order(900_002, instantAt(addDays(YESTERDAY, 1), 90, RULE.timeZone), 150_000),
      order(900_003, instantAt(addDays(YESTERDAY, 1), 270, RULE.timeZone), 70_000), // 04:30: today's
    ]);
  });
  await database.close();
}

const ui = appInBrowser(undefined, arrange);
const expectAccessible = async () => expect(await seriousViolations(ui.page)).toEqual([]);
const shot = async (name: string) => {
  if (SHOTS) await ui.page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

it('an ADMIN closes yesterday, its 01:30 order counted in it, with a short cash count and the note it needs; the day is locked; the super admin reopens it', async () => {
  await signIn(ui.page, ui.app.url, 'admin@restoboard.test');
  await ui.page.getByRole('menuitem', { name: 'Close the day' }).click();
  await ui.page.waitForURL(`${ui.app.url}/admin/day_close/${RESTAURANT}`);
  await ui.page.getByRole('button', { name: 'Previous day' }).click();
  await expect.poll(() => ui.page.getByLabel('Business day').inputValue()).toBe(YESTERDAY);
  const cash = ui.page.getByRole('row').filter({ has: ui.page.getByRole('cell', { name: 'Cash', exact: true }) });
  await expect.poll(() => cash.getByRole('cell').nth(2).innerText()).toBe('Rp. 250.000'); // 100.000 + 150.000, not the 04:30 order
  await expect.poll(() => cash.getByRole('cell').nth(1).innerText()).toBe('2');
  await expectAccessible();

  // Every other method the restaurant takes had no order: counted as nothing.
  for (const field of await ui.page.getByLabel(/^Counted, /).all()) await field.fill('0');
  await ui.page.getByLabel('Counted, Cash').fill('240000');
  await expect.poll(() => cash.getByRole('cell').nth(4).innerText()).toBe('Rp. -10.000');
  await ui.page.getByRole('button', { name: 'Close the day' }).click();
  await ui.page.getByText('Say why the count differs from what the orders say').waitFor();
  await ui.page.getByLabel('Note, Cash').fill('A 10.000 note went to the supplier');
  await ui.page.getByRole('button', { name: 'Close the day' }).click();
  const dialog = ui.page.getByRole('dialog');
  await dialog.getByText('The day will be locked').waitFor();
  await shot('day-close-confirm');
  await dialog.getByRole('button', { name: 'Close the day' }).click();

  await ui.page.getByText(/^Closed by admin@restoboard.test at [A-Z][a-z]{2} \d+, \d{4}, \d+:\d{2} [AP]M$/).waitFor();
  await ui.page.getByRole('cell', { name: 'A 10.000 note went to the supplier' }).waitFor();
  await expect(ui.page.getByLabel('Counted, Cash').count()).resolves.toBe(0); // no counting form: the day is locked
  await expect(ui.page.getByRole('button', { name: 'Reopen the day' }).count()).resolves.toBe(0); // an ADMIN cannot reopen
  const month = ui.page.getByRole('table', { name: /^Days of / });
  const yesterdayName = new Date(`${YESTERDAY}T00:00:00Z`).toLocaleDateString('en', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await month.getByRole('row').filter({ hasText: yesterdayName }).getByText('Closed', { exact: true }).waitFor();
  // The month's differences: written out by method, and drawn (a bar for the short cash count).
  await ui.page.getByText(/^This month: Cash Rp\. -10\.000 · /).waitFor();
  await ui.page.locator('[data-chart="differences"] .recharts-bar-rectangle').first().waitFor();
  await expectAccessible();
  await shot('day-close-closed-en');
  // Printed, the summary comes without the app bar and the side menu.
  await ui.page.emulateMedia({ media: 'print' });
  await ui.page.getByRole('menuitem', { name: 'Close the day' }).waitFor({ state: 'hidden' });
  await ui.page.getByRole('button', { name: 'English' }).waitFor({ state: 'hidden' });
  await ui.page.getByText(/^Closed by admin@restoboard.test/).waitFor();
  await shot('day-close-print');
  await ui.page.emulateMedia({ media: 'screen' });
  const downloaded = ui.page.waitForEvent('download');
  await ui.page.getByRole('button', { name: 'CSV of this month' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(`day-closes-${YESTERDAY.slice(0, 7)}.csv`);
  const csv = readFileSync((await download.path()) as string, 'utf8');
  expect(csv).toContain(
    `${YESTERDAY},Warung Nusantara,CLOSED,CASH,250000.00,240000.00,-10000.00,A 10.000 note went to the supplier,`,
  );

  await ui.page.getByRole('button', { name: 'English' }).click();
  await ui.page.getByRole('menuitem', { name: 'Bahasa Indonesia' }).click();
  await ui.page.getByText('Ditutup oleh admin@restoboard.test').waitFor();
  await ui.page
    .getByRole('table', { name: /^Hari-hari di / })
    .getByRole('columnheader', { name: 'Selisih' })
    .waitFor();
  await ui.page.getByText(/^Bulan ini: .*Rp\. -10\.000/).waitFor();
  await expectAccessible();
  await shot('day-close-closed-id');

  // The super admin, on a browser of its own (signed out, in English).
  await ui.context.clearCookies();
  await ui.page.evaluate(() => localStorage.clear());
  await signIn(ui.page, ui.app.url, 'superadmin@restoboard.test');
  await ui.page.goto(`${ui.app.url}/admin/day_close/${RESTAURANT}?day=${YESTERDAY}`);
  await ui.page.getByRole('button', { name: 'Reopen the day' }).click();
  const reopen = ui.page.getByRole('dialog');
  await reopen.getByRole('button', { name: 'Reopen the day' }).click();
  await reopen.getByText('Must not be empty').waitFor();
  await reopen.getByLabel(/^Reason/).fill('The 10.000 note was found in the drawer');
  await expectAccessible();
  await reopen.getByRole('button', { name: 'Reopen the day' }).click();
  await ui.page
    .getByText(/^Reopened by superadmin@restoboard.test at .*: The 10.000 note was found in the drawer$/)
    .waitFor();
  await month.getByRole('row').filter({ hasText: yesterdayName }).getByText('Reopened', { exact: true }).waitFor();
  expect(await ui.page.getByLabel('Counted, Cash').inputValue()).toBe('240000'); // counted again, from what it was counted as
  await expectAccessible();
  await shot('day-close-reopened-en');

  // Reopened, the day is among the platform's days not closed: its link leads back to it.
  await ui.page.goto(`${ui.app.url}/admin/day_close`);
  const unclosed = ui.page.getByRole('table', { name: 'Days not closed' });
  const row = unclosed.getByRole('row').filter({ hasText: 'Warung Nusantara' }).filter({ hasText: yesterdayName });
  await row.waitFor();
  await expectAccessible();
  await shot('day-close-platform');
  await row.getByRole('link', { name: yesterdayName }).click();
  await ui.page.waitForURL(`${ui.app.url}/admin/day_close/${RESTAURANT}?day=${YESTERDAY}`);
  await ui.page.getByText(/^Reopened by superadmin@restoboard.test/).waitFor();
});
