/** Headless Chromium for browser tests and benchmarks: Debian's if installed, else the npm-shipped one. */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { WAIT_BUDGET_MS } from './waitBudget';

const QUIET_FLAGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * Flags of the npm-shipped browser (made for serverless) that tests do without: --single-process kills
 * the whole browser when a context closes, and the rest emulate a GPU in software (SwiftShader) inside
 * the browser process. Chromium's own software compositing (--disable-gpu) draws the same pages for
 * about 40% less CPU: the browser tests went from 629 s to 442 s on the 2-core CI machine (docs/testing.md).
 */
const DROPPED_PACKAGED_FLAGS = new Set([
  '--single-process',
  '--in-process-gpu',
  '--ignore-gpu-blocklist',
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
]);

/**
 * Unpacks the npm-shipped browser before test files launch it side by side: it unpacks itself into
 * the temporary folder at first use, and another launch while it does fails (spawn ETXTBSY).
 */
export async function prepareBrowser(): Promise<void> {
  if (existsSync(SYSTEM_CHROMIUM)) return;
  const { default: packaged } = await import('@sparticuz/chromium');
  await packaged.executablePath();
}

/** `extraArgs`: more command-line flags (a remote-debugging port for Lighthouse, say). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  if (existsSync(SYSTEM_CHROMIUM)) {
    return chromium.launch({
      executablePath: SYSTEM_CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', ...QUIET_FLAGS, ...extraArgs],
    });
  }
  const { default: packaged } = await import('@sparticuz/chromium');
  const args = [...packaged.args.filter((arg) => !DROPPED_PACKAGED_FLAGS.has(arg)), '--disable-gpu'];
  return chromium.launch({
    executablePath: await packaged.executablePath(),
    args: [...args, ...QUIET_FLAGS, ...extraArgs],
  });
}

/** A fresh context whose actions, locators and navigations wait within the tests' one budget. */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(WAIT_BUDGET_MS);
  context.setDefaultNavigationTimeout(WAIT_BUDGET_MS);
  return context;
}
