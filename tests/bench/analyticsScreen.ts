/**
 * `npm run bench:analytics-screen`: the analytics screen on the demo data, in a real headless
 * browser: the JavaScript it loads on top of the admin (gzip), then the time from the side menu's
 * click to every figure shown (the four KPI figures and every chart drawn), median of 5, with the
 * analytics requests that click made; on PGlite, and on PostgreSQL when TEST_DATABASE_URL names a
 * server (a database of its own is made there for the run, seeded with the demo data, then dropped).
 * Needs `npm run build` (the app is served).
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import postgres from 'postgres';
import type { Browser, Page, Response } from 'playwright-core';
import { openPostgres } from '../../src/server/db/postgres';
import { seedDemoData } from '../../src/server/db/seed';
import { launchBrowser } from '../support/browser';
import { newDataDir, startApp, type RunningApp } from '../support/app';
import { DEMO_PASSWORD, login, profileCookie } from '../support/graphql';
import { databaseUrl } from '../server/support/provided';

const RUNS = 5;
const CHARTS = ['overTime', 'orderType', 'paymentMethod', 'topMenus', 'topCategories', 'heatMap'];
const KPIS = ['revenue', 'orders', 'averageOrderValue', 'customers'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Every figure shown: the KPI values, each recharts SVG with its layers, the heat map's table. */
const everyFigureShown = (page: Page) =>
  page.waitForFunction(
    ({ charts, kpis }) =>
      kpis.every((name) => document.querySelector(`[data-testid="kpi-${name}"]`)?.textContent) &&
      charts.every((name) => {
        const chart = document.querySelector(`[data-chart="${name}"]`);
        return chart && (chart.tagName === 'TABLE' || chart.querySelector('svg.recharts-surface .recharts-layer'));
      }),
    { charts: CHARTS, kpis: KPIS },
    { timeout: 60_000, polling: 'raf' },
  );

async function measure(browser: Browser, app: RunningApp, label: string, showSize: boolean) {
  const session = await login(app.url, 'superadmin@restoboard.test', DEMO_PASSWORD);
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addCookies([{ name: 'restoboard-profile', value: profileCookie(session), url: app.url }]);
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  const recordScript = async (response: Response) => {
    if (response.url().endsWith('.js'))
      scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
  };
  let requests = 0;
  let firstAsked = 0;
  let lastAnswered = 0;
  const isAnalytics = (url: string) => url.includes('/cubejs-api/v1/load');
  page.on('request', (request) => {
    if (!isAnalytics(request.url())) return;
    requests += 1;
    firstAsked ||= performance.now();
  });
  page.on('requestfinished', (request) => {
    if (isAnalytics(request.url())) lastAnswered = performance.now();
  });
  try {
    if (showSize) {
      page.on('response', recordScript);
      await page.goto(`${app.url}/admin/restaurants`, { waitUntil: 'networkidle' });
      const adminScripts = new Set(scripts.keys());
      await page.goto(`${app.url}/admin/analytics`);
      await everyFigureShown(page);
      page.off('response', recordScript);
      const added = [...scripts].filter(([url]) => !adminScripts.has(url));
      const addedKb = added.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024;
      console.log(
        `JavaScript the analytics screen adds to the admin: ${addedKb.toFixed(1)} KB gzip (${added.map(([url]) => url.split('/').pop()).join(', ')})`,
      );
    }
    const times: number[] = [];
    const counts: number[] = [];
    const asked: number[] = [];
    const answered: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      // A fresh page each run: nothing cached in the app's memory.
      await page.goto(`${app.url}/admin/restaurants`, { waitUntil: 'networkidle' });
      requests = 0;
      firstAsked = 0;
      const started = performance.now();
      await page.getByRole('menuitem', { name: 'Analytics' }).click();
      await everyFigureShown(page);
      times.push(performance.now() - started);
      counts.push(requests);
      asked.push(firstAsked - started);
      answered.push(lastAnswered - started);
    }
    console.log(
      `${label}: menu click → every figure shown, all restaurants: median ${Math.round(median(times))} ms ` +
        `(${times.map(Math.round).join(', ')} ms; ${median(counts)} analytics requests per click, the first sent after ${Math.round(median(asked))} ms, ` +
        `the last answered after ${Math.round(median(answered))} ms; scripts cached)`,
    );
  } finally {
    await context.close();
  }
}

/** A database of the run's own on the TEST_DATABASE_URL server, seeded with the demo data; dropped by `drop`. */
async function demoPostgres(serverUrl: string) {
  const name = `restoboard_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database "${name}"`);
  const url = databaseUrl(serverUrl, name);
  await (await openPostgres(url, async (db) => void (await seedDemoData(db)))).close();
  return {
    url,
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

async function main() {
  const browser = await launchBrowser();
  try {
    const dataDir = newDataDir();
    const app = await startApp({ dataDir, timeoutMs: 120_000 });
    try {
      await measure(browser, app, 'PGlite', true);
    } finally {
      await app.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl)
      return console.log(
        'PostgreSQL: set TEST_DATABASE_URL (a server where a database may be created) to measure it too.',
      );
    const database = await demoPostgres(serverUrl);
    try {
      const pgApp = await startApp({ env: { DATABASE_URL: database.url, DEMO_SEED: '0' }, timeoutMs: 300_000 });
      try {
        await measure(browser, pgApp, 'PostgreSQL', false);
      } finally {
        await pgApp.destroy();
      }
    } finally {
      await database.drop();
    }
  } finally {
    await browser.close();
  }
}

await main();
