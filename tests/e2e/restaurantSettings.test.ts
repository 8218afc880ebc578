/** The restaurant settings form in a real browser (spec §3, §5): tabs, rules on their fields, amounts in the restaurant's currency. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { startApp, type RunningApp } from '../support/app';
import { DEMO_PASSWORD, login, profileCookie } from '../support/graphql';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.destroy();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

/** Signed in through the API, then at the given admin path (the sign-in screen is tested elsewhere). */
async function openAs(email: string, path: (restoUuid: string | null) => string) {
  const session = await login(app.url, email, DEMO_PASSWORD);
  await context.addCookies([{ name: 'restoboard-profile', value: profileCookie(session), url: app.url }]);
  await page.goto(`${app.url}/admin/${path(session.profile.restoUuid)}`);
  return session;
}

const tab = (name: string) => page.getByRole('tab', { name });

describe('restaurant settings', () => {
  it('an admin sees colliding hours refused on the field, fixes them and saves; the fix is there after reload', async () => {
    await openAs('admin@restoboard.test', (id) => `restaurant_edit/${id}`);
    await tab('Hours').click();
    const starts = page.getByLabel('Start');
    await starts.nth(1).fill('14:00'); // Monday 14:00–22:00 now overlaps Monday 10:00–14:30
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('opening hours must not collide').waitFor();
    await expect(tab('Hours').getAttribute('class')).resolves.toContain('error');
    await starts.nth(1).fill('15:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Restaurant updated').waitFor();
    await page.reload();
    await tab('Hours').click();
    await expect(page.getByLabel('Start').nth(1).inputValue()).resolves.toBe('15:00');
  });

  it('a super admin creates a restaurant in Rp. and sees its amounts as Rp. 1.234.567', async () => {
    await openAs('superadmin@restoboard.test', () => 'restaurant_new');
    await page.getByLabel('Name', { exact: true }).fill('Rumah Makan Padang');
    await page.getByLabel('Slug', { exact: true }).fill('rumah-makan-padang');
    await tab('Languages & currency').click();
    await page.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: 'Rp.' }).click();
    await tab('Orders & charges').click();
    await page.getByLabel('Minimum order').fill('1234567');
    await page.getByText('Rp. 1.234.567').waitFor();
    await page.getByLabel('Delivery charge').fill('1234.89');
    await page.getByText('Rp. 1.234,89').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${app.url}/admin/restaurants`);
    await page.getByPlaceholder('Search').fill('padang');
    await page.getByText('Rumah Makan Padang').click();
    await tab('Orders & charges').click();
    await expect(page.getByLabel('Minimum order').inputValue()).resolves.toBe('1234567');
  });

  it("the server's refusal lands on its field and marks its tab: a slug another restaurant has", async () => {
    await openAs('admin@restoboard.test', (id) => `restaurant_edit/${id}`);
    await page.getByLabel('Slug', { exact: true }).fill('kopi-kita');
    await tab('Payments').click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('There are some errors in your fields.').waitFor();
    await expect(tab('Identity').getAttribute('class')).resolves.toContain('error');
    await tab('Identity').click();
    await page.getByText('Slug already exists. Please use another.').waitFor();
  });

  it('every tab speaks Indonesian and has no serious accessibility violation', async () => {
    await openAs('admin@restoboard.test', (id) => `restaurant_edit/${id}`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Bahasa Indonesia' }).click();
    for (const name of ['Identitas', 'Lokasi', 'Bahasa & mata uang', 'Jam', 'Pesanan & biaya', 'Pembayaran', 'Kontak & meja']) {
      await tab(name).click();
      await page.locator(`[role="tab"][aria-selected="true"]`, { hasText: name }).waitFor();
      expect(await seriousViolations(page), name).toEqual([]);
    }
    await tab('Jam').click();
    await page.getByText('Jam buka').first().waitFor();
  });
});
