/**
 * The 6-month CSV export of the busiest restaurant, three times: rows/s (median), the server's RSS growth, and the
 * slowest cheap request (a guest's menu) answered meanwhile.
 */
import { readFileSync } from 'node:fs';
import type { RunningApp } from '../../support/app';
import { percentile } from '../figures';
import { BUSIEST, DAY, OPEN_ALWAYS } from './restaurants';
import { figure, type Figure } from './figure';

const rssMb = (app: RunningApp) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${app.process.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

/** Lines of a response, counted as they arrive (indexOf: the reader must not be the bottleneck it measures). */
async function countLines(response: Response): Promise<number> {
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
  }
  return lines;
}

/** A guest's menu read every 50 ms until `done` settles: each answer's time in ms. */
async function cheapReadsDuring(app: RunningApp, done: Promise<unknown>): Promise<number[]> {
  let running = true;
  void done.finally(() => (running = false));
  const times: number[] = [];
  const body = JSON.stringify({
    query: 'query ($slug: String!) { guestMenu(slug: $slug) { name } }',
    variables: { slug: OPEN_ALWAYS.slug },
  });
  while (running) {
    const started = performance.now();
    await (
      await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    ).text();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return times;
}

export async function exportFigures(app: RunningApp, token: string, rowsTarget: number): Promise<Figure[]> {
  // Within six calendar months whatever the date (the shortest six months are 181 days), off one clock reading.
  const now = Date.now();
  const filter = {
    restaurantId: BUSIEST,
    createdFrom: new Date(now - 180 * DAY).toISOString(),
    createdBefore: new Date(now + 60_000).toISOString(),
  };
  const url = `${app.url}/exports/orders.csv?file=orders&filter=${encodeURIComponent(JSON.stringify(filter))}`;
  const before = rssMb(app);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(app))), 100);
  const perSecond: number[] = [];
  const cheap: number[] = [];
  let rows = 0;
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    const exporting = fetch(url, { headers: { authorization: `JWT ${token}` } }).then(countLines);
    cheap.push(...(await cheapReadsDuring(app, exporting)));
    rows = (await exporting) - 1;
    perSecond.push(Math.round(rows / ((performance.now() - started) / 1000)));
  }
  clearInterval(sampler);
  const median = percentile(perSecond, 50);
  const slowest = Math.max(...cheap);
  return [
    figure(
      `6-month export of the busiest restaurant (${rows.toLocaleString('en')} rows), median of 3`,
      `${median.toLocaleString('en')} rows/s`,
      {
        text: `≥ ${rowsTarget.toLocaleString('en')} rows/s`,
        met: median >= rowsTarget,
      },
    ),
    figure('server RSS growth during the exports', `${peak - before} MB (${before} → ${peak})`, {
      text: '< 100 MB',
      met: peak - before < 100,
    }),
    figure(`slowest guest menu read during the exports (${cheap.length} reads)`, `${slowest.toFixed(0)} ms`, {
      text: '< 300 ms',
      met: slowest < 300,
    }),
  ];
}
