import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { launchBrowser, newContext } from '../support/browser';
import { JWT_SECRET_FOR_TESTS, startApp, type RunningApp } from '../support/app';
import { seededDataDir } from '../support/seededData';
import { DEMO_PASSWORD, login, profileCookie } from '../support/graphql';
import { exactLabel } from '../support/labels';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** What the browser reported about the Content-Security-Policy during the test: must stay empty. */
let cspViolations: string[];

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp({ dataDir: seededDataDir() }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.destroy();
});
beforeEach(async () => {
  context = await newContext(browser, { viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
  cspViolations = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspViolations.push(message.text());
  });
});
afterEach(async () => {
  await context.close();
  expect(cspViolations, 'Content-Security-Policy violations reported in the console').toEqual([]);
});

async function signIn(email: string) {
  await page.goto(`${app.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const profileCookieValue = async () => (await context.cookies()).find((c) => c.name === 'restoboard-profile')?.value;

describe('signing in lands where docs/spec.md §2 says', () => {
  it('a super admin lands on all restaurants', async () => {
    await signIn('superadmin@restoboard.test');
    await page.waitForURL(`${app.url}/admin/restaurants`);
    await page.getByText('Harbour Bistro').first().waitFor();
    await page.getByPlaceholder('Search').fill('warung');
    await page.getByText('Warung Nusantara').first().waitFor();
  });

  it('a single-restaurant admin lands on its restaurant edit page', async () => {
    const session = await login(app.url, 'admin@restoboard.test', DEMO_PASSWORD);
    await signIn('admin@restoboard.test');
    await page.waitForURL(`${app.url}/admin/restaurant_edit/${session.profile.restoUuid}`);
    await expect(page.getByLabel(exactLabel('Name')).inputValue()).resolves.toBe('Warung Nusantara');
  });

  it('a multi admin lands on the restaurant list holding only its two restaurants', async () => {
    await signIn('multi@restoboard.test');
    await page.waitForURL(`${app.url}/admin/restaurants`);
    await page.getByText('Harbour Bistro').first().waitFor();
    await page.getByText('Kopi Kita').first().waitFor();
    await expect(page.getByText('Warung Nusantara').count()).resolves.toBe(0);
  });

  it('a cashier is refused with a clear message and stays signed out', async () => {
    await signIn('cashier@restoboard.test');
    await page.getByText('This account cannot sign in to the admin').waitFor();
    expect(page.url()).toBe(`${app.url}/login`);
    expect(await profileCookieValue()).toBeUndefined();
  });

  it('a wrong password is refused with the spec message', async () => {
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Email').fill('admin@restoboard.test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Authentication failed. Ensure that email and password are correct.').waitFor();
  });
});

describe('guards and session', () => {
  it('a denied URL shows "Not Found for …" and keeps the address', async () => {
    const other = await login(app.url, 'multi@restoboard.test', DEMO_PASSWORD);
    await signIn('admin@restoboard.test');
    await page.waitForURL(/restaurant_edit/);
    const path = `/admin/restaurant_edit/${other.profile.restaurants[0].uuid}`;
    await page.goto(`${app.url}${path}`);
    await page.getByText(`Not Found for ${path}`).waitFor();
    expect(page.url()).toBe(`${app.url}${path}`);
  });

  it('signing out clears the cookie and goes to /login', async () => {
    await signIn('superadmin@restoboard.test');
    await page.waitForURL(`${app.url}/admin/restaurants`);
    expect(await profileCookieValue()).toBeTruthy();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${app.url}/login`);
    expect(await profileCookieValue()).toBeUndefined();
  });

  it('signing out ends the session on the server: the API refuses the old token from then on', async () => {
    await signIn('multi@restoboard.test');
    await page.waitForURL(`${app.url}/admin/restaurants`);
    const stored = JSON.parse(
      Buffer.from(decodeURIComponent((await profileCookieValue()) ?? ''), 'base64').toString(),
    ) as { jwtToken: string };
    const me = async () => {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${stored.jwtToken}` },
        body: JSON.stringify({ query: '{ me { email } }' }),
      });
      return (await response.json()) as {
        data?: { me: { email: string } };
        errors?: { message: string; extensions: { code: string } }[];
      };
    };
    expect((await me()).data?.me.email).toBe('multi@restoboard.test');
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${app.url}/login`);
    const refused = await me();
    expect(refused.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(refused.errors?.[0].message).toContain('context creation');
  });

  it('a session ended elsewhere lands on the sign-in page saying why, once', async () => {
    await signIn('multi@restoboard.test');
    await page.waitForURL(`${app.url}/admin/restaurants`);
    const stored = JSON.parse(
      Buffer.from(decodeURIComponent((await profileCookieValue()) ?? ''), 'base64').toString(),
    ) as { jwtToken: string };
    await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${stored.jwtToken}` },
      body: JSON.stringify({ query: 'mutation { logout }' }),
    }); // signed out on another device: every token of the user ends
    await page.reload(); // coming back to the tab: its next request is refused
    await page.waitForURL(`${app.url}/login`);
    await page.getByRole('status').filter({ hasText: 'Your session has ended' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByText('Your session has ended').count()).toBe(0);
  });

  it('an expired token leads back to /login', async () => {
    const session = await login(app.url, 'superadmin@restoboard.test', DEMO_PASSWORD);
    const payload = JSON.parse(Buffer.from(session.jwtToken.split('.')[1], 'base64url').toString()) as { sub: string };
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(payload.sub)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(JWT_SECRET_FOR_TESTS));
    await context.addCookies([
      { name: 'restoboard-profile', value: profileCookie({ ...session, jwtToken: expired }), url: app.url },
    ]);
    await page.goto(`${app.url}/admin/restaurants`);
    await page.waitForURL(`${app.url}/login`);
    expect(await profileCookieValue()).toBeUndefined();
  });
});

describe('the admin at work', () => {
  it('the language switch changes the interface to Indonesian', async () => {
    await signIn('superadmin@restoboard.test');
    await page.waitForURL(`${app.url}/admin/restaurants`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Bahasa Indonesia' }).click();
    await page.getByRole('menuitem', { name: 'Kategori Restoran' }).waitFor();
    await page.getByRole('columnheader', { name: 'Kota' }).waitFor();
    await page.reload();
    await page.getByRole('menuitem', { name: 'Kategori Restoran' }).waitFor();
  });

  it('a restaurant edit persists after reload', async () => {
    const session = await login(app.url, 'admin@restoboard.test', DEMO_PASSWORD);
    await signIn('admin@restoboard.test');
    await page.waitForURL(`${app.url}/admin/restaurant_edit/${session.profile.restoUuid}`);
    await page.getByRole('tab', { name: 'Location' }).click();
    const city = page.getByLabel('City');
    await city.fill('Yogyakarta');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Restaurant updated').waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Location' }).click();
    await expect(page.getByLabel('City').inputValue()).resolves.toBe('Yogyakarta');
  });
});

describe('routes outside the admin', () => {
  it('the empty path goes to /login, and /login goes to the start page once signed in', async () => {
    await page.goto(app.url);
    await page.waitForURL(`${app.url}/login`);
    await signIn('multi@restoboard.test');
    await page.waitForURL(`${app.url}/admin/restaurants`);
    await page.goto(`${app.url}/login`);
    await page.waitForURL(`${app.url}/admin/restaurants`);
  });

  it('an unknown path shows the not-found page', async () => {
    await page.goto(`${app.url}/no/such/page`);
    await page.getByText('Not Found', { exact: false }).first().waitFor();
  });

  it("an unknown path under a resource's name shows the not-found page, not a blank one", async () => {
    await signIn('superadmin@restoboard.test');
    await page.waitForURL(`${app.url}/admin/restaurants`);
    for (const path of ['/admin/restaurants/00000001-0000-4000-8000-000000000001', '/admin/package_menus/some/thing']) {
      await page.goto(`${app.url}${path}`);
      await page.getByText(`Not Found for ${path}`).waitFor();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => localStorage.setItem('RaStore-local.locale', '"id"'));
    await page.reload();
    await page.getByText('Tidak ditemukan untuk /admin/package_menus/some/thing').waitFor();
    await page.evaluate(() => localStorage.setItem('RaStore-local.locale', '"en"'));
    await page.goto(`${app.url}/admin/restaurants`);
    await page.getByRole('columnheader', { name: /name/i }).first().waitFor();
  });

  it("an admin page without a session shows the sign-in page at once, without fetching the admin's code", async () => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`${app.url}/admin/restaurants`);
    await page.waitForURL(`${app.url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(fetched.filter((path) => path.startsWith('/assets/AdminApp-'))).toEqual([]);
  });

  it('a profile cookie nothing can decode is a signed-out visit: the sign-in page, not a blank one', async () => {
    await context.addCookies([{ name: 'restoboard-profile', value: '%%%not-base64', url: app.url }]);
    await page.goto(`${app.url}/admin/restaurants`);
    await page.waitForURL(`${app.url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });
});

describe('bad input', () => {
  it('a restaurant name already taken is refused with "Company already exist" and nothing changes', async () => {
    const session = await login(app.url, 'admin@restoboard.test', DEMO_PASSWORD);
    await signIn('admin@restoboard.test');
    await page.waitForURL(`${app.url}/admin/restaurant_edit/${session.profile.restoUuid}`);
    await page.getByLabel(exactLabel('Name')).fill('Harbour Bistro');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Company already exist').first().waitFor();
    await page.reload();
    await expect(page.getByLabel(exactLabel('Name')).inputValue()).resolves.toBe('Warung Nusantara');
  });

  it('an empty name is shown on its field, in Indonesian too', async () => {
    await signIn('admin@restoboard.test');
    await page.waitForURL(/restaurant_edit/);
    await page.getByLabel(exactLabel('Name')).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('must not be empty').waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Bahasa Indonesia' }).click();
    await page.getByLabel(exactLabel('Nama')).fill('');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('tidak boleh kosong').waitFor();
  });
});

describe('a script chunk that fails to arrive', () => {
  it('shows "Loading chunk failed" with a reload that recovers', async () => {
    await signIn('superadmin@restoboard.test');
    await page.waitForURL(`${app.url}/admin/restaurants`);
    await page.route('**/assets/AdminApp-*.js', (route) => route.abort());
    await page.reload();
    await page.getByText('Loading chunk failed').waitFor();
    await page.unroute('**/assets/AdminApp-*.js');
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByText('Harbour Bistro').first().waitFor();
  });
});

describe('views and the current restaurant', () => {
  it('a super admin picks a restaurant, finds its screens in the side menu (order history, no QR codes), and the choice is remembered', async () => {
    await signIn('superadmin@restoboard.test');
    await page.waitForURL(`${app.url}/admin/restaurants`);
    await page.getByLabel('Current restaurant').fill('kopi');
    await page.getByRole('option', { name: 'Kopi Kita' }).click();
    await page.getByRole('menuitem', { name: 'Order History' }).click();
    await page.getByRole('region', { name: 'Totals of the filtered orders' }).waitFor();
    expect(page.url()).toMatch(/\/admin\/order_histories\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('menuitem', { name: 'QR Code' }).count()).resolves.toBe(0);
    await page.reload();
    await expect.poll(() => page.getByLabel('Current restaurant').inputValue()).toBe('Kopi Kita');
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.includes('selectedRestaurant')),
    );
    expect(stored).toEqual(['RaStore-local.selectedRestaurant']);
  });
});

describe('Content-Security-Policy', () => {
  it('is in force: an inline script is refused and reported, while the app itself runs without a report', async () => {
    await signIn('superadmin@restoboard.test');
    await page.waitForURL(`${app.url}/admin/restaurants`);
    await page.getByText('Harbour Bistro').first().waitFor();
    expect(cspViolations).toEqual([]);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
      return (window as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    cspViolations = []; // provoked on purpose
  });
});
