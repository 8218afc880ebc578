/**
 * `npm run bench:lighthouse`: Lighthouse's mobile scores (its default: a mid-range phone on a slow 4G
 * link, simulated) of the guest menu behind a table's QR code, on the demo data. Needs `npm run build`.
 * Prints each category's score, the page's main timings and what its JavaScript weighs.
 */
import lighthouse from 'lighthouse';
import { freePort, startApp } from '../support/app';
import { launchBrowser } from '../support/browser';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TIMINGS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

const app = await startApp({ timeoutMs: 120_000 });
const port = await freePort();
const browser = await launchBrowser([`--remote-debugging-port=${port}`]);
try {
  const url = `${app.url}/menu/warung-nusantara?table=5`;
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  if (!result) throw new Error('Lighthouse gave no result');
  const { lhr } = result;
  console.log(`Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, ${url}`);
  for (const id of CATEGORIES)
    console.log(`  ${lhr.categories[id].title}: ${Math.round((lhr.categories[id].score ?? 0) * 100)}`);
  for (const id of TIMINGS) console.log(`  ${lhr.audits[id].title}: ${lhr.audits[id].displayValue}`);
  const scripts =
    (
      lhr.audits['network-requests'].details as
        { items?: { resourceType?: string; transferSize?: number }[] } | undefined
    )?.items ?? [];
  const jsBytes = scripts
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  console.log(`  JavaScript transferred: ${(jsBytes / 1024).toFixed(1)} KB`);
  for (const [id, audit] of Object.entries(lhr.audits)) {
    if (
      audit.score !== null &&
      audit.score < 0.9 &&
      audit.scoreDisplayMode !== 'informative' &&
      audit.scoreDisplayMode !== 'manual'
    )
      console.log(`  below 90: ${id} (${audit.displayValue ?? audit.score})`);
  }
} finally {
  await browser.close();
  await app.destroy();
}
