/**
 * The platform catalogues as a super admin uses them: a category created in both names and moved
 * up the list from the keyboard; two tags merged, the usage count following; the featured list
 * set by search and drag (keyboard) and still there after a reload. axe on every screen.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { appInBrowser } from '../support/appInBrowser';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/signIn';
import { DEMO_PASSWORD, graphql, login } from '../support/graphql';
import { exactLabel } from '../support/labels';

const ui = appInBrowser();

beforeEach(() => signIn(ui.page, ui.app.url, 'superadmin@restoboard.test'));

const open = (path: string) => ui.page.goto(`${ui.app.url}/admin/${path}`);
const rowNames = (rows: Locator, column: number) =>
  rows.evaluateAll((trs, i) => trs.map((tr) => tr.querySelectorAll('td')[i]?.textContent?.trim() ?? ''), column);
/** The table row whose cell reads `name` exactly. */
const row = (name: string) =>
  ui.page.getByRole('row').filter({ has: ui.page.getByRole('cell', { name, exact: true }) });
const expectAccessible = async () => {
  expect(await seriousViolations(ui.page)).toEqual([]);
};

/** What the screen reader is told (dnd-kit's live region): each key waits for its announcement, not for a time. */
const announced = (text: string) => ui.page.getByText(text, { exact: true }).waitFor({ state: 'attached' });

/** Picks up the row `name` by its handle from the keyboard, moves it `steps` rows up, and drops it. */
async function moveUp(name: string, steps: number) {
  await ui.page.getByRole('button', { name: `Drag to reorder ${name}` }).focus();
  await ui.page.keyboard.press('Space');
  // Lifted: "Picked up X at position N.", at once followed by "X moved to position N." (over its own place).
  const lifted = ui.page.getByText(new RegExp(`^(Picked up ${name} at|${name} moved to) position \\d+\\.$`));
  await lifted.waitFor({ state: 'attached' });
  const position = Number((await lifted.textContent())?.match(/(\d+)\.$/)?.[1]);
  // dnd-kit listens for the arrow keys only from a timer set as it lifts; Chromium runs input ahead of
  // timers when busy, so an arrow sent now can arrive first and be lost. A timer set after it fires after it.
  await ui.page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  for (let step = 1; step <= steps; step += 1) {
    await ui.page.keyboard.press('ArrowUp');
    await announced(`${name} moved to position ${position - step}.`);
  }
  await ui.page.keyboard.press('Space');
  await announced(`${name} dropped at position ${position - steps}.`);
}

describe('restaurant categories', () => {
  it('a super admin creates a category in both names; it joins the end of the list', async () => {
    await open('resto_categories');
    await ui.page.getByRole('cell', { name: 'Masakan Indonesia' }).waitFor();
    await expectAccessible();
    await ui.page.getByRole('link', { name: 'Create' }).click();
    await ui.page.waitForURL(`${ui.app.url}/admin/resto_categories/new`);
    await ui.page.getByLabel(exactLabel('Name')).fill('Street Food');
    await ui.page.getByLabel('Indonesian name').fill('Jajanan Kaki Lima');
    await expectAccessible();
    await ui.page.getByRole('button', { name: 'Save' }).click();
    await ui.page.waitForURL(`${ui.app.url}/admin/resto_categories`);
    const rows = ui.page.getByTestId('sortable-row');
    await rows.filter({ hasText: 'Jajanan Kaki Lima' }).waitFor();
    expect((await rowNames(rows, 2)).at(-1)).toBe('Street Food');
  });

  it('a name already used is refused on its field, and nothing is added', async () => {
    await open('resto_categories/new');
    await ui.page.getByLabel(exactLabel('Name')).fill('seafood');
    await ui.page.getByLabel('Indonesian name').fill('Laut Lagi');
    await ui.page.getByRole('button', { name: 'Save' }).click();
    await ui.page.getByText('Name already exists. Please use another.').first().waitFor();
    expect(ui.page.url()).toBe(`${ui.app.url}/admin/resto_categories/new`);
  });

  it('a category is moved up from the keyboard, and the order is kept after a reload', async () => {
    await open('resto_categories');
    const rows = ui.page.getByTestId('sortable-row');
    await rows.first().waitFor();
    const before = await rowNames(rows, 2);
    await moveUp('Desserts', 2);
    await ui.page.getByText('Category order saved').waitFor();
    const i = before.indexOf('Desserts');
    const expected = [...before.slice(0, i - 2), 'Desserts', ...before.slice(i - 2, i), ...before.slice(i + 1)];
    await ui.page.reload();
    await rows.first().waitFor();
    expect(await rowNames(rows, 2)).toEqual(expected);
  });

  it('deleting a category in use asks first, then says it is still in use; the row stays', async () => {
    await open('resto_categories');
    await row('Seafood').getByRole('link', { name: 'Edit' }).click();
    await ui.page.getByLabel('Indonesian name').waitFor();
    expect(await ui.page.getByLabel('Indonesian name').inputValue()).toBe('Makanan Laut');
    await expectAccessible();
    await ui.page.goBack();
    const seafood = row('Seafood');
    await seafood.getByRole('button', { name: 'Delete' }).click();
    await ui.page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await ui.page.getByText('Restaurant category is still in use and cannot be deleted.').waitFor();
    await ui.page.reload();
    await ui.page.getByRole('cell', { name: 'Makanan Laut' }).waitFor();
  });
});

describe('tags management', () => {
  it('merging Veggie into Vegetarian moves its restaurants; the count follows and Veggie is gone', async () => {
    const session = await login(ui.app.url, 'superadmin@restoboard.test', DEMO_PASSWORD);
    const { allTags } = await graphql<{ allTags: { id: string; name: string }[] }>(
      ui.app.url,
      '{ allTags(perPage: 100, filter: { q: "veg" }) { id name } }',
      {},
      session.jwtToken,
    );
    const { allRestaurants } = await graphql<{ allRestaurants: { tagIds: string[] }[] }>(
      ui.app.url,
      '{ allRestaurants(perPage: 100) { tagIds } }',
      {},
      session.jwtToken,
    );
    const either = allRestaurants.filter((r) => r.tagIds.some((id) => allTags.some((t) => t.id === id))).length;

    await open('tags_management');
    const vegetarian = row('Vegetarian');
    await vegetarian.waitFor();
    await expectAccessible();
    const countBefore = Number(await vegetarian.getByRole('cell').nth(2).textContent());
    expect(countBefore).toBeLessThan(either);

    await row('Veggie').getByRole('button', { name: 'Merge' }).click();
    const dialog = ui.page.getByRole('dialog');
    await dialog.getByText('The restaurants tagged “Veggie”').waitFor();
    await dialog.getByLabel('Merge into').fill('Vegetar');
    await ui.page.getByRole('option', { name: 'Vegetarian' }).click();
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Merge' }).click();
    await ui.page.getByText('“Veggie” merged into “Vegetarian”').waitFor();
    await expect.poll(async () => Number(await vegetarian.getByRole('cell').nth(2).textContent())).toBe(either);
    // The list is read again after the merge, apart from the counts: wait for the row to go (it went by a hair after
    // the count in run 31).
    await expect.poll(() => row('Veggie').count()).toBe(0);
  });

  it('merging a tag into itself is refused on the field', async () => {
    await open('tags_management');
    await row('Spicy').getByRole('button', { name: 'Merge' }).click();
    const dialog = ui.page.getByRole('dialog');
    await dialog.getByLabel('Merge into').fill('Spic');
    await ui.page.getByRole('option', { name: 'Spicy' }).click();
    await dialog.getByRole('button', { name: 'Merge' }).click();
    await dialog.getByText('a tag cannot be merged into itself').waitFor();
  });
});

describe('featured', () => {
  it('a restaurant found by search is added, moved to the top, saved, and still first after a reload', async () => {
    await open('featured');
    const rows = ui.page.getByTestId('sortable-row');
    await rows.first().waitFor();
    await expectAccessible();
    const before = await rowNames(rows, 2);
    await ui.page.getByLabel('Add a restaurant').fill('Surabaya Ram');
    await ui.page.getByRole('option', { name: /Surabaya Ramen/ }).click();
    await rows.filter({ hasText: 'Surabaya Ramen' }).waitFor();
    await moveUp('Surabaya Ramen', before.length);
    await expect.poll(async () => (await rowNames(rows, 2))[0]).toBe('Surabaya Ramen');
    await ui.page.getByText('Unsaved changes').waitFor();
    await ui.page.getByRole('button', { name: 'Save featured list' }).click();
    await ui.page.getByText('Featured list saved').waitFor();
    await ui.page.reload();
    await rows.first().waitFor();
    expect(await rowNames(rows, 2)).toEqual(['Surabaya Ramen', ...before]);
  });
});
