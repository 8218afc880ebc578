/** A browser test file's set-up: the built app and one browser for the file, a fresh context and page per test. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startApp, type RunningApp } from './app';
import { launchBrowser, newContext } from './browser';
import { seededDataDir } from './seededData';

export interface AppInBrowser {
  readonly app: RunningApp;
  readonly context: BrowserContext;
  readonly page: Page;
}

function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not ready: use it inside a test or a later hook`);
  return value;
}

/**
 * Registers the file's hooks; read `app`, `context` and `page` inside tests (and hooks registered
 * after this call). `arrange` writes into the app's data folder (a copy of the seeded demo data) before the app serves
 * it (rows of
 * another issue's resources, written around the API).
 */
export function appInBrowser(
  viewport = { width: 1366, height: 900 },
  arrange?: (dataDir: string) => Promise<void>,
): AppInBrowser {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    const dataDir = seededDataDir();
    [browser] = await Promise.all([launchBrowser(), arrange?.(dataDir)]);
    app = await startApp({ dataDir });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.destroy();
  });
  beforeEach(async () => {
    context = await newContext(present(browser, 'The browser'), { viewport });
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });
  return {
    get app() {
      return present(app, 'The app');
    },
    get context() {
      return present(context, 'The browser context');
    },
    get page() {
      return present(page, 'The page');
    },
  };
}
