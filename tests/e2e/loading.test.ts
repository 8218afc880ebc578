/**
 * One loading experience (§3), as a person sees it: sign-in lands on the settings form
 * with its values (never empty fields, never react-admin's "Please wait"), moving through the side
 * menu keeps the app bar and the menu, and a screen whose code fails to arrive says so inside the
 * layout with "Try again", which works once the code arrives.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appInBrowser } from '../support/appInBrowser';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/signIn';
import { exactLabel } from '../support/labels';

const ui = appInBrowser();

interface Seen {
  pleaseWait: boolean;
  emptyName: boolean;
  layoutLost: boolean;
}

/** Watches every change of the page from its first byte: what a person would have glimpsed. */
async function watch(page: Page): Promise<() => Promise<Seen>> {
  await page.addInitScript(() => {
    const seen = { pleaseWait: false, emptyName: false, layoutLost: false };
    let hadLayout = false;
    const check = () => {
      if (!document.body) return;
      if (document.body.textContent?.includes('Please wait')) seen.pleaseWait = true;
      const name = document.querySelector<HTMLInputElement>('input[name="name"]');
      if (name && name.value === '') seen.emptyName = true;
      const layout = document.querySelector('header') !== null && document.querySelector('[role="menu"]') !== null;
      if (layout) hadLayout = true;
      else if (hadLayout) seen.layoutLost = true;
    };
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    Object.assign(window, { rbSeen: seen });
  });
  return () => page.evaluate(() => (window as unknown as { rbSeen: Seen }).rbSeen);
}

/**
 * A slow connection (a loaded machine, a weak network): every answer and every script takes over a second, longer than
 * react-admin waits before its "Please wait" page.
 */
async function slowNetwork(page: Page) {
  const late = (ms: number) => async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  };
  await page.route('**/graphql', late(1500));
  await page.route('**/assets/*.js', late(1200));
}

const nameField = (page: Page) => page.getByLabel(exactLabel('Name'));

describe('one loading experience', () => {
  it('an admin signs in and sees the settings form with its values at once: no empty name, no "Please wait"', async () => {
    const seen = await watch(ui.page);
    await slowNetwork(ui.page);
    await signIn(ui.page, ui.app.url, 'admin@restoboard.test');
    await expect.poll(() => nameField(ui.page).inputValue()).not.toBe('');
    expect(await seen()).toEqual({ pleaseWait: false, emptyName: false, layoutLost: false });
  });

  it('moving through the side menu keeps the app bar and the menu, with no "Please wait" page', async () => {
    const seen = await watch(ui.page);
    await slowNetwork(ui.page);
    await signIn(ui.page, ui.app.url, 'admin@restoboard.test');
    await expect.poll(() => nameField(ui.page).inputValue()).not.toBe('');
    for (const item of ['QR Code', 'Menus', 'Users', 'Printer Class', 'Restaurants']) {
      const link = ui.page.getByRole('menuitem', { name: item });
      const href = await link.getAttribute('href');
      await link.click();
      await ui.page.waitForURL((url) => url.pathname === href);
      await ui.page.getByRole('main').getByRole('progressbar').first().waitFor({ state: 'detached' });
    }
    expect(await seen()).toEqual({ pleaseWait: false, emptyName: false, layoutLost: false });
  });

  it('a screen whose code fails shows the failure with Try again inside the layout; once the code arrives, Try again opens it', async () => {
    const blocked = '**/assets/QrCodeScreen-*.js';
    await ui.page.route(blocked, (route) => route.abort());
    await signIn(ui.page, ui.app.url, 'admin@restoboard.test');
    await expect.poll(() => nameField(ui.page).inputValue()).not.toBe('');
    await ui.page.getByRole('menuitem', { name: 'QR Code' }).click();
    const failure = ui.page.getByRole('main').getByRole('alert').filter({ hasText: 'Loading chunk failed' });
    await failure.waitFor();
    await expect(ui.page.getByRole('menuitem', { name: 'Menus' }).isVisible()).resolves.toBe(true);
    await expect(ui.page.locator('header').isVisible()).resolves.toBe(true);
    expect(await seriousViolations(ui.page)).toEqual([]);

    await ui.page.unroute(blocked);
    await ui.page.getByRole('button', { name: 'Try again' }).click();
    await failure.waitFor({ state: 'detached' });
    await ui.page.getByRole('button', { name: 'Download all (ZIP)' }).waitFor();
  });
});
