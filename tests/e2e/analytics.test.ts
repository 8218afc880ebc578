/**
 * The analytics screens on the demo orders, as a super admin and an admin use them: real figures
 * (the KPI's order count is the order history's), every chart redrawn with new data when the period
 * or the restaurant changes, one request for all the figures of each (the previous figures shown,
 * with progress in place, until the next are there), counts and amounts written in one convention
 * (the currency's) in English and Indonesian, axe on each state, and the Indonesian labels.
 */
import { readFile } from 'node:fs/promises';
import type { Page, Route } from 'playwright-core';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { lastDaysFrom } from '../../src/admin/resources/orders/orderDates';
import { CURRENCIES, type Currency } from '../../src/domain';
import { openPglite } from '../../src/server/db/pglite';
import { seedDemoData } from '../../src/server/db/seed';
import { appInBrowser } from '../support/appInBrowser';
import { seriousViolations } from '../support/axe';
import { DEMO_PASSWORD, graphql, login } from '../support/graphql';
import { signIn } from '../support/signIn';

/**
 * Seeded here (same demo data as the server's own first start) so the server only reopens the folder: quick to be ready
 * on a busy machine.
 */
const session = appInBrowser(undefined, async (dataDir) => {
  const database = await openPglite(dataDir, async (db) => {
    await seedDemoData(db);
  });
  await database.close();
});
const CHARTS = ['overTime', 'orderType', 'paymentMethod', 'topMenus', 'topCategories', 'heatMap'];
let superToken: string;
let warungId: string;

beforeAll(async () => {
  superToken = (await login(session.app.url, 'superadmin@restoboard.test', DEMO_PASSWORD)).jwtToken;
  warungId = (await login(session.app.url, 'admin@restoboard.test', DEMO_PASSWORD)).profile.restoUuid ?? '';
});

/**
 * The order history's count of a restaurant's orders in its last `days` business days, or all (its own API, another
 * path to the same rows).
 */
async function ordersInHistory(restaurantId: string, days?: number): Promise<number> {
  const { Restaurant: clock } = await graphql<{ Restaurant: { timeZone: string; dayCutoff: string } }>(
    session.app.url,
    'query ($id: ID!) { Restaurant(id: $id) { timeZone dayCutoff } }',
    { id: restaurantId },
    superToken,
  );
  const data = await graphql<{ _allOrdersMeta: { count: number } }>(
    session.app.url,
    'query ($filter: OrderFilter) { _allOrdersMeta(filter: $filter) { count } }',
    // The restaurant's business days, as the order history and the analytics both count them.
    {
      filter: {
        restaurantId,
        ...(days ? { createdFrom: lastDaysFrom(days, { timeZone: clock.timeZone, cutoff: clock.dayCutoff }) } : {}),
      },
    },
    superToken,
  );
  return data._allOrdersMeta.count;
}

/** Each chart's drawing (SVG or heat-map table), once every one of them is on the screen; null before. */
async function drawnCharts(): Promise<Record<string, string> | null> {
  const drawn = await session.page.evaluate((names) => {
    const entries = names.map((name) => {
      const chart = document.querySelector(`[data-chart="${name}"]`);
      const ready = chart && (chart.tagName === 'TABLE' || chart.querySelector('svg.recharts-surface .recharts-layer'));
      return [name, ready ? chart.innerHTML : null] as const;
    });
    return entries.every(([, html]) => html) ? Object.fromEntries(entries) : null;
  }, CHARTS);
  return drawn as Record<string, string> | null;
}

/** Waits until every chart is drawn and differs from `before` (each chart re-rendered with the new data). */
async function chartsRedrawnFrom(before: Record<string, string>): Promise<Record<string, string>> {
  await expect
    .poll(async () => {
      const now = await drawnCharts();
      return now ? CHARTS.filter((name) => now[name] === before[name]) : ['not drawn yet'];
    })
    .toEqual([]);
  return (await drawnCharts()) ?? {};
}

const allDrawn = async () => {
  await expect.poll(drawnCharts).not.toBeNull();
  return (await drawnCharts()) ?? {};
};
const kpi = (name: string) => session.page.getByTestId(`kpi-${name}`);
/**
 * A count as a screen of amounts in `currency` writes it, in either language (`2.000` beside Rp., `2,000` beside S$).
 */
const shown = (count: number, currency: Currency) => new Intl.NumberFormat(CURRENCIES[currency].locale).format(count);
const expectAccessible = async () => expect(await seriousViolations(session.page)).toEqual([]);

/** The analytics requests the page has made so far. */
let analyticsRequests = 0;
beforeEach(() => {
  analyticsRequests = 0;
  session.page.on('request', (request) => {
    if (request.url().includes('/cubejs-api/v1/load')) analyticsRequests += 1;
  });
});
/** Once the figures are all shown: a moment for any stray request, then how many were made. */
const requestsMade = async () => {
  await session.page.waitForTimeout(500);
  return analyticsRequests;
};

/**
 * Each convention: amounts, counts and percentages as a screen in that currency writes them, whatever the UI language.
 */
const CONVENTIONS = {
  'Rp.': { money: /^Rp\. \d{1,3}(\.\d{3})*$/, count: /^\d{1,3}(\.\d{3})*$/ },
  S$: { money: /^S\$ \d{1,3}(,\d{3})*\.\d{2}$/, count: /^\d{1,3}(,\d{3})*$/ },
} as const;

/** Percentages are the UI language's (no `38,9%` in English). */
const PERCENT = { en: /^\d+(\.\d)?%$/, id: /^\d+(,\d)?%$/ } as const;

/**
 * Every number on the screen (KPIs, their changes, the order-type table), and whether it keeps its convention: amounts
 * and counts the currency's, percentages the language's.
 */
async function numbersOutOfConvention(
  page: Page,
  currency: keyof typeof CONVENTIONS,
  language: keyof typeof PERCENT,
): Promise<string[]> {
  const convention = { ...CONVENTIONS[currency], percent: PERCENT[language] };
  const texts = async (locator: ReturnType<Page['locator']>) =>
    (await locator.allTextContents()).map((text) => text.trim());
  const amounts = [
    ...(await texts(page.locator('[data-testid="kpi-revenue"], [data-testid="kpi-averageOrderValue"]'))),
    ...(await texts(page.locator('[data-chart="orderType"] + table tbody td:nth-child(3)'))),
  ];
  const counts = [
    ...(await texts(page.locator('[data-testid="kpi-orders"], [data-testid="kpi-customers"]'))),
    ...(await texts(page.locator('[data-chart="orderType"] + table tbody td:nth-child(2)'))),
  ];
  const percents = (await texts(page.locator('[data-testid^="kpi-"] + div'))).flatMap(
    (text) => text.match(/\d[\d.,]*%/g) ?? [],
  );
  expect(amounts.length).toBeGreaterThan(2);
  expect(counts.length).toBeGreaterThan(2);
  return [
    ...amounts.filter((text) => !convention.money.test(text)),
    ...counts.filter((text) => !convention.count.test(text)),
    ...percents.filter((text) => !convention.percent.test(text)),
  ];
}

/** Holds the analytics answers until `release` is called (to look at the screen while the next figures load). */
async function holdAnalytics(page: Page) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Promise<void>[] = [];
  const hold = (route: Route) => {
    const passed = released.then(() => route.continue());
    held.push(passed);
    return passed;
  };
  await page.route('**/cubejs-api/v1/load**', hold);
  // Unrouting while a held request is being let through would answer it twice ("Route is already handled").
  return async () => {
    release();
    await Promise.all(held);
    await page.unroute('**/cubejs-api/v1/load**', hold);
  };
}

it('a super admin sees every restaurant in one currency, in one request, then a shorter period and another restaurant redraw every chart, one request each', async () => {
  const { page, app } = session;
  await signIn(page, app.url, 'superadmin@restoboard.test');
  await page.getByRole('menuitem', { name: 'Analytics' }).click();
  await page.getByRole('heading', { name: 'Analytics: All restaurants' }).waitFor();
  // 30 demo restaurants in five currencies: amounts are never added across them, Rp. has the most restaurants.
  await expect.poll(() => page.getByRole('combobox', { name: 'Currency' }).textContent()).toBe('Rp.');
  await page.getByText('Only restaurants in Rp. are counted').waitFor();
  let charts = await allDrawn();
  await expect.poll(() => kpi('revenue').textContent()).toMatch(/^Rp\. [1-9]/);
  expect(await requestsMade()).toBe(1);
  const thirtyDays = await kpi('orders').textContent();
  await page.getByRole('region', { name: 'Revenue', exact: true }).getByText('on the previous 30 days').waitFor();
  await page
    .getByRole('table', { name: 'Orders by hour of the week' })
    .getByRole('rowheader', { name: 'Monday' })
    .waitFor();
  // Rupiah everywhere as the app writes it: whole amounts; chart axes short in English (`Rp. 1.2M`, never `Rp. 1,2
  // jt`).
  await expect.poll(() => kpi('averageOrderValue').textContent()).toMatch(/^Rp\. \d{1,3}(\.\d{3})*$/);
  const axis = (await page.locator('[data-chart] .recharts-cartesian-axis-tick-value').allTextContents()).filter(
    (tick) => tick.startsWith('Rp.'),
  );
  expect(axis.length).toBeGreaterThan(0);
  expect(axis.filter((tick) => !/^Rp\. \d+(\.\d)?[KMB]?$/.test(tick))).toEqual([]);
  // Counts as the Rupiah beside them, in the English screen too: "1.330" orders beside "Rp. 120.234.074", never
  // "1,330".
  expect(Number(thirtyDays?.replace(/\./g, ''))).toBeGreaterThanOrEqual(1000);
  expect(await numbersOutOfConvention(page, 'Rp.', 'en')).toEqual([]);
  await expectAccessible();

  // While the next period's figures load, this period's stay, with progress in place (and nothing else moves).
  const release = await holdAnalytics(page);
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last 7 days' }).click();
  await page.getByRole('progressbar', { name: 'Loading the figures of the new choice…' }).waitFor();
  expect(await kpi('orders').textContent()).toBe(thirtyDays);
  await page.getByRole('region', { name: 'Revenue', exact: true }).getByText('on the previous 30 days').waitFor();
  expect(await drawnCharts()).toEqual(charts);
  await expectAccessible();
  await release();
  charts = await chartsRedrawnFrom(charts);
  await expect.poll(() => kpi('orders').textContent()).not.toBe(thirtyDays);
  await page.getByRole('region', { name: 'Revenue', exact: true }).getByText('on the previous 7 days').waitFor();
  await expect
    .poll(() => page.getByRole('progressbar', { name: 'Loading the figures of the new choice…' }).count())
    .toBe(0);
  expect(await requestsMade()).toBe(2);

  await page.getByRole('combobox', { name: 'Show another restaurant' }).fill('Harbour');
  await page.getByRole('option', { name: /^Harbour Bistro/ }).click();
  await page.waitForURL(/\/admin\/analytics\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { name: 'Analytics: Harbour Bistro' }).waitFor();
  await chartsRedrawnFrom(charts);
  await expect.poll(() => kpi('revenue').textContent()).toMatch(/^S\$ [1-9]/);
  const harbourId = page.url().split('/').pop() ?? '';
  await expect.poll(() => kpi('orders').textContent()).toBe(shown(await ordersInHistory(harbourId, 7), 'S$'));
  expect(await requestsMade()).toBe(3);
  expect(await numbersOutOfConvention(page, 'S$', 'en')).toEqual([]);
  expect(await page.getByRole('combobox', { name: 'Currency' }).count()).toBe(0);
  await expectAccessible();
});

it("an admin reaches its restaurant's analytics from the menu: real figures, custom dates, a CSV of the top menus", async () => {
  const { page, app } = session;
  await signIn(page, app.url, 'admin@restoboard.test');
  await page.getByRole('menuitem', { name: 'Analytics' }).click();
  await page.waitForURL(`${app.url}/admin/analytics/${warungId}`);
  await page.getByRole('heading', { name: 'Analytics: Warung Nusantara' }).waitFor();
  expect(await page.getByRole('combobox', { name: 'Show another restaurant' }).count()).toBe(0);
  const charts = await allDrawn();
  await expect.poll(() => kpi('orders').textContent()).toBe(shown(await ordersInHistory(warungId, 30), 'Rp.'));
  expect(await kpi('revenue').textContent()).toMatch(/^Rp\. [1-9]/);

  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Custom dates' }).click();
  const from = page.getByLabel('From');
  await from.fill('2000-01-01');
  // Since 2000: every demo order of the restaurant, charted by week (over 90 days).
  await chartsRedrawnFrom(charts);
  await expect.poll(() => kpi('orders').textContent()).toBe(shown(await ordersInHistory(warungId), 'Rp.'));
  await from.fill('2999-01-01');
  await page.getByText('Choose a start on or before the end.').waitFor();

  await from.fill('2000-01-01');
  await allDrawn();
  const topMenus = page.getByRole('region', { name: 'Top 10 menus by revenue' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    topMenus.getByRole('button', { name: /^Download CSV: / }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('topMenus.csv');
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true); // read as UTF-8 by spreadsheet programs
  const lines = text.trim().split(/\r?\n/);
  expect(lines[0]).toBe('Menu,Quantity sold,Revenue (Rp.)');
  const shownRows = await topMenus.getByRole('row').count();
  expect(lines.length).toBe(shownRows);
  expect(lines.length).toBeGreaterThan(1);
  await expectAccessible();
});

it('the screen speaks Indonesian: labels, enum values and numbers', async () => {
  const { page, app } = session;
  await signIn(page, app.url, 'multi@restoboard.test');
  await page.evaluate(() => localStorage.setItem('RaStore-local.locale', '"id"'));
  await page.goto(`${app.url}/admin/analytics`);
  await page.getByRole('heading', { name: 'Analitik: Semua restoran' }).waitFor();
  await allDrawn();
  expect(await page.getByRole('combobox', { name: 'Periode' }).textContent()).toBe('30 hari terakhir');
  await page
    .getByRole('region', { name: 'Pendapatan', exact: true })
    .getByText('dibanding 30 hari sebelumnya')
    .waitFor();
  await page
    .getByRole('region', { name: 'Komposisi per jenis pesanan' })
    .getByRole('columnheader', { name: 'Jenis pesanan' })
    .waitFor();
  await page
    .getByRole('table', { name: 'Pesanan per jam dalam seminggu' })
    .getByRole('rowheader', { name: 'Senin' })
    .waitFor();
  // Kopi Kita (Rp.) and Harbour Bistro (S$): the multi admin chooses the currency of its figures too,
  // and the counts beside the amounts follow them (`1.330` beside Rp., `1,330` beside S$); percentages are Indonesian
  // (`12,5%`).
  const currency = page.getByRole('combobox', { name: 'Mata uang' });
  const first = (await currency.textContent()) as keyof typeof CONVENTIONS;
  const other = first === 'Rp.' ? 'S$' : 'Rp.';
  expect(await numbersOutOfConvention(page, first, 'id')).toEqual([]);
  await expectAccessible();
  const charts = await allDrawn();
  await currency.click();
  await page.getByRole('option', { name: other }).click();
  await chartsRedrawnFrom(charts);
  await expect.poll(() => kpi('revenue').textContent()).toMatch(other === 'Rp.' ? /^Rp\. / : /^S\$ /);
  expect(await numbersOutOfConvention(page, other, 'id')).toEqual([]);
  expect(await requestsMade()).toBe(2);
});
