/**
 * The loading figures in headless Chromium on the demo data: the gzip size of the
 * JavaScript /login and each role's first admin screen load, against the budgets (and the largest
 * chunk of dist/); then sign-in → the settings form showing its values, and the analytics click →
 * every chart drawn, each the median of several runs beside the same run's time for a plain
 * react-admin list (sign-in → restaurant rows, click → user rows), with their ratios.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import type { RunningApp } from '../support/app';
import { BUDGETS_KB, budgetFigures } from '../support/bundles';
import { DEMO_PASSWORD } from '../support/graphql';

const RUNS = 5;
const ADMIN = 'admin@restoboard.test';
const SUPERADMIN = 'superadmin@restoboard.test';
const AIMS = { settings: 1.5, analytics: 3 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const verdict = (ok: boolean) => (ok ? 'meets' : 'MISSES');

/** A fresh page (empty cache) that counts the gzip size of every script it receives. */
async function countingPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    void response.body().then(
      (body) => scripts.set(response.url(), gzipSync(body, { level: 9 }).length),
      () => undefined,
    );
  });
  const kb = () => [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
  return { page, kb, close: () => context.close() };
}

const settingsShowValues = (page: Page) =>
  page.waitForFunction(
    () => (document.querySelector<HTMLInputElement>('input[name="name"]')?.value ?? '') !== '',
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
const rowsShown = (page: Page) => page.locator('main tbody tr').first().waitFor({ timeout: 60_000 });
const everyChartDrawn = (page: Page) =>
  page.waitForFunction(
    () => {
      const charts = [...document.querySelectorAll('[data-chart]')];
      return (
        charts.length > 0 &&
        charts.every(
          (chart) => chart.tagName === 'TABLE' || chart.querySelector('svg.recharts-surface .recharts-layer'),
        )
      );
    },
    undefined,
    { polling: 'raf', timeout: 120_000 },
  );

/** A person reads the first screen a few seconds: meanwhile the menu's screens are fetched (when idle). */
async function settle(page: Page) {
  await page.waitForTimeout(5000);
  await page.waitForLoadState('networkidle');
}

/** Milliseconds from the Sign in click until `ready`. */
async function signIn(
  page: Page,
  url: string,
  email: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<number> {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  const started = Date.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await ready(page);
  return Date.now() - started;
}

async function click(page: Page, item: string, ready: (page: Page) => Promise<unknown>): Promise<number> {
  const started = Date.now();
  await page.getByRole('menuitem', { name: item }).click();
  await ready(page);
  return Date.now() - started;
}

async function bundles(browser: Browser, app: RunningApp) {
  const login = await countingPage(browser);
  await login.page.goto(`${app.url}/login`, { waitUntil: 'networkidle' });
  const loginKb = login.kb();
  await login.close();
  const firstScreen = async (email: string, ready: (page: Page) => Promise<unknown>) => {
    const counting = await countingPage(browser);
    await signIn(counting.page, app.url, email, ready);
    await counting.page.waitForTimeout(300); // responses of the screen's last scripts are read
    const screenKb = counting.kb();
    await settle(counting.page);
    const withPrefetchKb = counting.kb();
    await counting.close();
    return { screenKb, prefetchedKb: withPrefetchKb - screenKb };
  };
  const admin = await firstScreen(ADMIN, settingsShowValues);
  const superadmin = await firstScreen(SUPERADMIN, rowsShown);
  const { largestChunk } = budgetFigures();
  console.log(
    `JavaScript loaded by /login: ${loginKb.toFixed(1)} KB gzip (budget ≤ ${BUDGETS_KB.login}: ${verdict(loginKb <= BUDGETS_KB.login)})`,
  );
  for (const [who, figures] of [
    ['an ADMIN (restaurant settings form)', admin],
    ['a SUPERADMIN (restaurants list)', superadmin],
  ] as const) {
    console.log(
      `JavaScript of the first admin screen of ${who}: ${figures.screenKb.toFixed(1)} KB gzip (budget ≤ ${BUDGETS_KB.firstAdminScreen}: ${verdict(figures.screenKb <= BUDGETS_KB.firstAdminScreen)}), ` +
        `then ${figures.prefetchedKb.toFixed(1)} KB of the menu's screens fetched when idle`,
    );
  }
  console.log(
    `Largest chunk in dist: ${largestChunk.file} ${largestChunk.kb.toFixed(1)} KB gzip (budget ≤ ${BUDGETS_KB.chunk}: ${verdict(largestChunk.kb <= BUDGETS_KB.chunk)})`,
  );
}

async function timings(browser: Browser, app: RunningApp) {
  const runs: { settings: number; restaurants: number; analytics: number; users: number }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const list = await countingPage(browser);
    const restaurants = await signIn(list.page, app.url, SUPERADMIN, rowsShown);
    await list.close();
    const form = await countingPage(browser);
    const settings = await signIn(form.page, app.url, ADMIN, settingsShowValues);
    await settle(form.page);
    const users = await click(form.page, 'Users', rowsShown);
    await form.page.waitForLoadState('networkidle');
    const analytics = await click(form.page, 'Analytics', everyChartDrawn);
    await form.close();
    runs.push({ settings, restaurants, analytics, users });
  }
  const of = (key: keyof (typeof runs)[number]) => median(runs.map((run) => run[key]));
  const ratio = (a: number, b: number) => a / b;
  const settingsRatio = median(runs.map((run) => ratio(run.settings, run.restaurants)));
  const analyticsRatio = median(runs.map((run) => ratio(run.analytics, run.users)));
  console.log(
    `Sign-in → settings form with its values (ADMIN): median ${of('settings')} ms; sign-in → restaurant rows (SUPERADMIN, a plain list): ${of('restaurants')} ms; ` +
      `ratio ${settingsRatio.toFixed(2)}× (aim ≤ ${AIMS.settings}×: ${verdict(settingsRatio <= AIMS.settings)}), ${RUNS} runs`,
  );
  console.log(
    `Analytics click → every chart drawn (ADMIN): median ${of('analytics')} ms; Users click → rows: ${of('users')} ms; ` +
      `ratio ${analyticsRatio.toFixed(2)}× (aim ≤ ${AIMS.analytics}×: ${verdict(analyticsRatio <= AIMS.analytics)}), ${RUNS} runs`,
  );
}

export async function measureScreens(app: RunningApp): Promise<void> {
  const browser = await launchBrowser();
  try {
    await bundles(browser, app);
    await timings(browser, app);
  } finally {
    await browser.close();
  }
}
