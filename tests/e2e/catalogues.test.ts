/**
 * The platform catalogues as a super admin uses them: a category created in both names and moved
 * up the list from the keyboard; two tags merged, the usage count following; the featured list
 * set by search and drag (keyboard) and still there after a reload. axe on every screen.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { startApp, type RunningApp } from '../support/app';
import { seriousViolations } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { DEMO_PASSWORD, graphql, login } from '../support/graphql';

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
  await page.goto(`${app.url}/login`);
  await page.getByLabel('Email').fill('superadmin@restoboard.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${app.url}/admin/restaurants`);
});
afterEach(async () => {
  await context.close();
});

const open = (path: string) => page.goto(`${app.url}/admin/${path}`);
const rowNames = (rows: Locator, column: number) => rows.evaluateAll((trs, i) => trs.map((tr) => tr.querySelectorAll('td')[i]?.textContent?.trim() ?? ''), column);
/** The table row whose cell reads `name` exactly. */
const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
/** axe on the page once its transitions have ended (a half-faded element reads as low contrast). */
const expectAccessible = async () => {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  expect(await seriousViolations(page)).toEqual([]);
};

/** Picks up a row by its handle from the keyboard, moves it `steps` rows up, and drops it. */
async function moveUp(handle: Locator, steps: number) {
  await handle.focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(200);
  for (let i = 0; i < steps; i += 1) {
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(200);
  }
  await page.keyboard.press('Space');
}

describe('restaurant categories', () => {
  it('a super admin creates a category in both names; it joins the end of the list', async () => {
    await open('resto_categories');
    await page.getByRole('cell', { name: 'Masakan Indonesia' }).waitFor();
    await expectAccessible();
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(`${app.url}/admin/resto_categories/new`);
    await page.getByLabel('Name', { exact: true }).fill('Street Food');
    await page.getByLabel('Indonesian name').fill('Jajanan Kaki Lima');
    await expectAccessible();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${app.url}/admin/resto_categories`);
    const rows = page.getByTestId('sortable-row');
    await rows.filter({ hasText: 'Jajanan Kaki Lima' }).waitFor();
    expect((await rowNames(rows, 2)).at(-1)).toBe('Street Food');
  });

  it('a name already used is refused on its field, and nothing is added', async () => {
    await open('resto_categories/new');
    await page.getByLabel('Name', { exact: true }).fill('seafood');
    await page.getByLabel('Indonesian name').fill('Laut Lagi');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Name already exists. Please use another.').first().waitFor();
    expect(page.url()).toBe(`${app.url}/admin/resto_categories/new`);
  });

  it('a category is moved up from the keyboard, and the order is kept after a reload', async () => {
    await open('resto_categories');
    const rows = page.getByTestId('sortable-row');
    await rows.first().waitFor();
    const before = await rowNames(rows, 2);
    await moveUp(page.getByRole('button', { name: 'Drag to reorder Desserts' }), 2);
    await page.getByText('Category order saved').waitFor();
    const i = before.indexOf('Desserts');
    const expected = [...before.slice(0, i - 2), 'Desserts', ...before.slice(i - 2, i), ...before.slice(i + 1)];
    await page.reload();
    await rows.first().waitFor();
    expect(await rowNames(rows, 2)).toEqual(expected);
  });

  it('deleting a category in use asks first, then says it is still in use; the row stays', async () => {
    await open('resto_categories');
    await row('Seafood').getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Indonesian name').waitFor();
    expect(await page.getByLabel('Indonesian name').inputValue()).toBe('Makanan Laut');
    await expectAccessible();
    await page.goBack();
    const seafood = row('Seafood');
    await seafood.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Restaurant category is still in use and cannot be deleted.').waitFor();
    await page.reload();
    await page.getByRole('cell', { name: 'Makanan Laut' }).waitFor();
  });
});

describe('tags management', () => {
  it('merging Veggie into Vegetarian moves its restaurants; the count follows and Veggie is gone', async () => {
    const session = await login(app.url, 'superadmin@restoboard.test', DEMO_PASSWORD);
    const { allTags } = await graphql<{ allTags: { id: string; name: string }[] }>(app.url, '{ allTags(perPage: 100, filter: { q: "veg" }) { id name } }', {}, session.jwtToken);
    const { allRestaurants } = await graphql<{ allRestaurants: { tagIds: string[] }[] }>(app.url, '{ allRestaurants(perPage: 100) { tagIds } }', {}, session.jwtToken);
    const either = allRestaurants.filter((r) => r.tagIds.some((id) => allTags.some((t) => t.id === id))).length;

    await open('tags_management');
    const vegetarian = row('Vegetarian');
    await vegetarian.waitFor();
    await expectAccessible();
    const countBefore = Number(await vegetarian.getByRole('cell').nth(2).textContent());
    expect(countBefore).toBeLessThan(either);

    await row('Veggie').getByRole('button', { name: 'Merge' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('The restaurants tagged “Veggie”').waitFor();
    await dialog.getByLabel('Merge into').fill('Vegetar');
    await page.getByRole('option', { name: 'Vegetarian' }).click();
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Merge' }).click();
    await page.getByText('“Veggie” merged into “Vegetarian”').waitFor();
    await expect.poll(async () => Number(await vegetarian.getByRole('cell').nth(2).textContent())).toBe(either);
    await expect(row('Veggie').count()).resolves.toBe(0);
  });

  it('merging a tag into itself is refused on the field', async () => {
    await open('tags_management');
    await row('Spicy').getByRole('button', { name: 'Merge' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Merge into').fill('Spic');
    await page.getByRole('option', { name: 'Spicy' }).click();
    await dialog.getByRole('button', { name: 'Merge' }).click();
    await dialog.getByText('a tag cannot be merged into itself').waitFor();
  });
});

describe('featured', () => {
  it('a restaurant found by search is added, moved to the top, saved, and still first after a reload', async () => {
    await open('featured');
    const rows = page.getByTestId('sortable-row');
    await rows.first().waitFor();
    await expectAccessible();
    const before = await rowNames(rows, 2);
    await page.getByLabel('Add a restaurant').fill('Surabaya Ram');
    await page.getByRole('option', { name: /Surabaya Ramen/ }).click();
    await rows.filter({ hasText: 'Surabaya Ramen' }).waitFor();
    await moveUp(page.getByRole('button', { name: 'Drag to reorder Surabaya Ramen' }), before.length);
    await expect.poll(async () => (await rowNames(rows, 2))[0]).toBe('Surabaya Ramen');
    await page.getByText('Unsaved changes').waitFor();
    await page.getByRole('button', { name: 'Save featured list' }).click();
    await page.getByText('Featured list saved').waitFor();
    await page.reload();
    await rows.first().waitFor();
    expect(await rowNames(rows, 2)).toEqual(['Surabaya Ramen', ...before]);
  });
});
