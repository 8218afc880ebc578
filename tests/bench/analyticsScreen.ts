/**
 * `npm run bench:analytics-screen`: the analytics screen's figures of issue 12 on the demo data, in a
 * real headless browser: the JavaScript it loads on top of the admin (gzip), and the time from
 * navigation to every chart drawn, for all restaurants and for one, p50/p95 of several loads. Needs
 * `npm run build` (the app is served).
 */
import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { DEMO_RESTAURANT_IDS } from '../../src/server/db/demoData';
import { launchBrowser } from '../support/browser';
import { newDataDir, startApp } from '../support/app';
import { DEMO_PASSWORD, login, profileCookie } from '../support/graphql';

const LOADS = 10;
const CHARTS = ['overTime', 'orderType', 'paymentMethod', 'topMenus', 'topCategories', 'heatMap'];

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

/** Every chart drawn: each recharts SVG holds its layers, the heat map is a table. */
const everyChartDrawn = (page: Page) =>
  page.waitForFunction(
    (names) => names.every((name) => {
      const chart = document.querySelector(`[data-chart="${name}"]`);
      return chart && (chart.tagName === 'TABLE' || chart.querySelector('svg.recharts-surface .recharts-layer'));
    }),
    CHARTS,
    { timeout: 60_000, polling: 'raf' },
  );

async function main() {
  const dataDir = newDataDir();
  const app = await startApp({ dataDir, timeoutMs: 120_000 });
  const browser = await launchBrowser();
  try {
    const session = await login(app.url, 'superadmin@restoboard.test', DEMO_PASSWORD);
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addCookies([{ name: 'restoboard-profile', value: profileCookie(session), url: app.url }]);
    const page = await context.newPage();
    const scripts = new Map<string, number>();
    const recordScript = async (response: Response) => {
      if (response.url().endsWith('.js')) scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    };
    page.on('response', recordScript);

    await page.goto(`${app.url}/admin/restaurants`, { waitUntil: 'networkidle' });
    const adminScripts = new Set(scripts.keys());
    await page.goto(`${app.url}/admin/analytics`);
    await everyChartDrawn(page);
    page.off('response', recordScript);
    const added = [...scripts].filter(([url]) => !adminScripts.has(url));
    const addedKb = added.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024;
    console.log(`JavaScript the analytics screen adds to the admin: ${addedKb.toFixed(1)} KB gzip (${added.map(([url]) => url.split('/').pop()).join(', ')})`);

    const figures = async (label: string, navigate: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < LOADS; i += 1) {
        await page.goto(`${app.url}/admin/restaurants`, { waitUntil: 'networkidle' });
        const started = performance.now();
        await navigate();
        await everyChartDrawn(page);
        times.push(performance.now() - started);
      }
      console.log(`navigation → every chart drawn, ${label}: p50 ${Math.round(percentile(times, 50))} ms, p95 ${Math.round(percentile(times, 95))} ms (${LOADS} loads, scripts cached)`);
    };
    await figures('menu click in the admin, all restaurants', () => page.getByRole('menuitem', { name: 'Analytics' }).click());
    await figures('page load, all restaurants', () => page.goto(`${app.url}/admin/analytics`));
    await figures('page load, Warung Nusantara', () => page.goto(`${app.url}/admin/analytics/${DEMO_RESTAURANT_IDS.warungNusantara}`));
  } finally {
    await browser.close();
    await app.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
