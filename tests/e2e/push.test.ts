/**
 * Web Push as far as headless Chromium can take it here, offline. This Chromium (the headless
 * shell) has no notifications: Notification.permission stays 'denied' even when the permission is
 * granted, and pushManager.subscribe fails ("permission denied"); subscribing also needs Google's
 * FCM, out of reach. So what runs here: the switch's blocked state, the service worker served and
 * registered at the origin's root and taking over the page, and the link a notification opens
 * (`?order={id}`) showing that order. Showing a pushed notification and clicking it cannot run:
 * showNotification needs the permission, and a click event needs a notification to carry.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { demoUuid } from '../../src/server/db/demoData';
import { openPglite } from '../../src/server/db/pglite';
import { seedDemoData } from '../../src/server/db/seed';
import { appInBrowser } from '../support/appInBrowser';
import { seriousViolations } from '../support/axe';
import { graphql, login } from '../support/graphql';
import { signIn } from '../support/signIn';

/** Sydney Grill. */
const RESTAURANT = demoUuid(1, 4);
/** Seeded before the app starts: on a busy machine the first start's seeding can outlast the app's start-up wait. */
const browser = appInBrowser(undefined, async (dataDir) => {
  const database = await openPglite(dataDir, async (db) => {
    await seedDemoData(db);
  });
  await database.close();
});

async function openHistory(page: Page, search = '') {
  await signIn(page, browser.app.url, 'superadmin@restoboard.test');
  await page.goto(`${browser.app.url}/admin/order_histories/${RESTAURANT}${search}`);
  await page.locator('tbody tr').first().waitFor();
}

it('the switch says why it cannot be used while notifications are blocked', async () => {
  const { page } = browser;
  await openHistory(page);
  const toggle = page.getByRole('switch', { name: 'Notify me of new orders' });
  await page.getByText("Notifications are blocked for this site: allow them in the browser's site settings.").waitFor();
  expect(await toggle.isDisabled()).toBe(true);
  expect(await toggle.isChecked()).toBe(false);
  expect(await toggle.getAttribute('aria-describedby')).toBe('push-switch-reason');
  expect(await seriousViolations(page)).toEqual([]);
});

it("the service worker is served at the origin's root, registers with the root scope and takes over the open page", async () => {
  const { page } = browser;
  await openHistory(page);
  const registration = await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const ready = await navigator.serviceWorker.ready;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.controller
        ? resolve()
        : navigator.serviceWorker.addEventListener('controllerchange', () => resolve()),
    );
    return {
      scope: ready.scope,
      script: ready.active?.scriptURL,
      controlled: navigator.serviceWorker.controller !== null,
    };
  });
  expect(registration).toEqual({ scope: `${browser.app.url}/`, script: `${browser.app.url}/sw.js`, controlled: true });
});

it("the address a notification opens shows that order's detail over its order history", async () => {
  const { page } = browser;
  const { jwtToken } = await login(browser.app.url, 'superadmin@restoboard.test', 'Demo#2026');
  const query =
    'query ($r: ID) { allOrders(perPage: 1, sortField: "createdAt", sortOrder: "ASC", filter: { restaurantId: $r }) { id number } }';
  const [order] = (
    await graphql<{ allOrders: { id: string; number: number }[] }>(browser.app.url, query, { r: RESTAURANT }, jwtToken)
  ).allOrders;
  await openHistory(page, `?order=${order.id}`);
  const panel = page.getByRole('dialog', { name: 'Order details' });
  await panel.getByText(`#${order.number} ·`).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
});
