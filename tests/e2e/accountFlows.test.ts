/**
 * The account flows as people go through them: an invited admin opens its verification
 * link from the outbox, sets its password, signs in and lands on its restaurant; an admin resets
 * its password through forgotpassword, signs in with the new one, and its old session is gone; a
 * cashier sets a new PIN. The server runs in this process on the built app, so the test reads the
 * development outbox (mail_outbox) as a developer would. axe on every page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password';
import { DEMO_RESTAURANT_IDS } from '../../src/server/db/demoData';
import { mailOutbox, userRestaurants, users } from '../../src/server/db/schema';
import { startServer, type RunningServer } from '../../src/server/startServer';
import { JWT_SECRET_FOR_TESTS } from '../support/app';
import { seededDataDir } from '../support/seededData';
import { seriousViolations } from '../support/axe';
import { launchBrowser, newContext } from '../support/browser';
import { DEMO_PASSWORD, graphql, login } from '../support/graphql';
import { exactLabel } from '../support/labels';

const NEW_PASSWORD = 'Fresh#2027';
const WARUNG = DEMO_RESTAURANT_IDS.warungNusantara;

let server: RunningServer;
let dataDir: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  dataDir = seededDataDir();
  [server, browser] = await Promise.all([
    startServer({
      port: 0,
      dataDir,
      distDir: path.resolve('dist'),
      jwtSecret: JWT_SECRET_FOR_TESTS,
      logLevel: 'silent',
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  context = await newContext(browser, { viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
});
afterEach(() => context.close());

const db = () => server.database.db;
const expectAccessible = async () => expect(await seriousViolations(page)).toEqual([]);

let serial = 0;
/** An ADMIN of Warung Nusantara (or another role), made in the database. */
async function makeUser(values: {
  password?: string;
  verified: boolean;
  role?: string;
}): Promise<{ id: string; email: string }> {
  serial += 1;
  const [user] = await db()
    .insert(users)
    .values({
      email: `browser-${serial}@restoboard.test`,
      name: `Browser ${serial}`,
      role: values.role ?? 'ADMIN',
      restoUuid: WARUNG,
      verified: values.verified,
      passwordHash: values.password ? await hashPassword(values.password) : null,
    })
    .returning({ id: users.id, email: users.email });
  await db().insert(userRestaurants).values({ userId: user.id, restaurantId: WARUNG });
  server.tableWrites.written('users');
  return user;
}

/** The link of the newest mail to `email`, read from the development outbox. */
async function linkMailedTo(email: string): Promise<string> {
  await server.settled();
  const [mail] = await db()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const link = /https?:\/\/\S+\/(psrc|yfrv|pinrc)\/\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no link mailed to ${email}`);
  return link;
}

async function asSuperadmin(query: string, variables: Record<string, unknown>) {
  const { jwtToken } = await login(server.url, 'superadmin@restoboard.test', DEMO_PASSWORD);
  return graphql(server.url, query, variables, jwtToken);
}

async function signIn(email: string, password: string) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(exactLabel('Password')).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('email verification', () => {
  it('an invited admin opens the outbox link, sets its password accepting the terms, signs in and lands on its restaurant', async () => {
    const user = await makeUser({ verified: false });
    await asSuperadmin('mutation ($id: ID!) { sendVerificationLink(userId: $id) }', { id: user.id });
    const link = await linkMailedTo(user.email);
    expect(link).toContain(`${server.url}/yfrv/`);

    await page.goto(link);
    await page.getByText(`Confirm that ${user.email} is your email address`).waitFor();
    await expectAccessible();
    await page.getByLabel(exactLabel('New password')).fill('weakpass');
    await page.getByLabel('Confirm the new password').fill('weakpass');
    await page.getByRole('button', { name: 'Verify my email address' }).click();
    await page.getByText('password is not strong enough: it must include uppercase, number and symbol').waitFor();
    await page.getByText('you must accept the terms and conditions').waitFor();
    await expectAccessible();

    await page.getByLabel(exactLabel('New password')).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm the new password').fill(NEW_PASSWORD);
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Verify my email address' }).click();
    await page.getByText('Your email address is verified. You can sign in now.').waitFor();
    await expectAccessible();

    await page.getByRole('link', { name: 'Back to sign-in' }).click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel(exactLabel('Password')).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/admin/restaurant_edit/${WARUNG}`);

    await page.goto(link);
    await page.getByRole('heading', { name: 'This link has been used or has expired.' }).waitFor();
    await expectAccessible();
  });

  it('an unverified admin is told at sign-in to verify first and can ask for a new link there', async () => {
    const user = await makeUser({ password: NEW_PASSWORD, verified: false });
    await signIn(user.email, NEW_PASSWORD);
    await page.getByRole('alert').getByText('Please verify your email address first').waitFor();
    await page.getByRole('button', { name: 'Send me a new verification link' }).click();
    await page.getByText('If this address still needs verifying, a new link is on its way.').waitFor();
    await expectAccessible();
    expect(await linkMailedTo(user.email)).toContain('/yfrv/');
    expect(page.url()).toBe(`${server.url}/login`);
  });
});

describe('password reset', () => {
  it('an admin resets its password through forgotpassword and signs in with the new one; its old session is gone', async () => {
    const user = await makeUser({ password: 'Old#2026x', verified: true });
    await signIn(user.email, 'Old#2026x');
    await page.waitForURL(`${server.url}/admin/restaurant_edit/${WARUNG}`);

    const other = await newContext(context.browser() as Browser, { viewport: { width: 1366, height: 900 } });
    const resetPage = await other.newPage();
    try {
      await resetPage.goto(`${server.url}/login`);
      await resetPage.getByRole('link', { name: 'Forgot password?' }).click();
      await resetPage.waitForURL(`${server.url}/forgotpassword`);
      // The sign-in form has an Email field too: the address goes in once this page is shown.
      await resetPage.getByRole('button', { name: 'Send me a link' }).waitFor();
      await resetPage.getByLabel('Email').fill(user.email);
      await resetPage.keyboard.press('Enter');
      await resetPage
        .getByText(`If an account uses ${user.email}, a link to choose a new password is on its way.`)
        .waitFor();

      await resetPage.goto(await linkMailedTo(user.email));
      await resetPage.getByLabel(exactLabel('New password')).fill(NEW_PASSWORD);
      await resetPage.getByLabel('Confirm the new password').fill('Fresh#2028');
      await resetPage.getByRole('button', { name: 'Set the new password' }).click();
      await resetPage.getByText('password and its confirmation do not match').waitFor();
      await resetPage.getByLabel('Confirm the new password').fill(NEW_PASSWORD);
      await resetPage.getByRole('button', { name: 'Set the new password' }).click();
      await resetPage.getByText('Your password is changed and every session has ended.').waitFor();
    } finally {
      await other?.close();
    }

    // The first browser's session has ended: the admin sends it back to sign-in.
    await page.goto(`${server.url}/admin/restaurant_edit/${WARUNG}`);
    await page.waitForURL(`${server.url}/login`);
    await signIn(user.email, 'Old#2026x');
    await page.getByText('Authentication failed. Ensure that email and password are correct.').waitFor();
    await signIn(user.email, NEW_PASSWORD);
    await page.waitForURL(`${server.url}/admin/restaurant_edit/${WARUNG}`);
  });
});

describe('PIN reset', () => {
  it('a cashier sets a new 6-digit PIN from the link its admin sent', async () => {
    const cashier = await makeUser({ role: 'CASHIER', verified: true });
    await asSuperadmin('mutation ($id: ID!) { sendPinResetLink(userId: $id) }', { id: cashier.id });
    await page.goto(await linkMailedTo(cashier.email));
    await page.getByLabel(exactLabel('New PIN')).fill('12345');
    await page.getByLabel('Confirm the new PIN').fill('12345');
    await page.getByRole('button', { name: 'Set the new PIN' }).click();
    await page.getByText('PIN must have 6 characters').waitFor();
    await expectAccessible();
    await page.getByLabel(exactLabel('New PIN')).fill('246810');
    await page.getByLabel('Confirm the new PIN').fill('246810');
    await page.getByRole('button', { name: 'Set the new PIN' }).click();
    await page.getByText('Your new PIN is set. Use it at the point of sale.').waitFor();
    const [stored] = await db().select({ pinHash: users.pinHash }).from(users).where(eq(users.id, cashier.id));
    expect(stored.pinHash).toMatch(/^\$argon2id\$/);
  });
});
