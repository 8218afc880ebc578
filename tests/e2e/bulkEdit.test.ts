/**
 * Bulk edit as a restaurant admin uses it: 20 menus selected, their category changed in
 * the Edit selected dialog, the preview listing the 20, Apply, and the list showing the new
 * category on all of them, each audited; prices raised by a percentage with the computed prices previewed; a
 * change the server refuses shown with the menu's name and nothing written; a super admin features
 * restaurants. axe on the dialog.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/appInBrowser';
import { seriousViolations } from '../support/axe';
import { DEMO_PASSWORD, graphql, login } from '../support/graphql';
import { signIn } from '../support/signIn';

const ui = appInBrowser();
const WARUNG = '00000001-0000-4000-8000-000000000001'; // admin@restoboard.test's restaurant, in Rp.
const COUNT = 20;
const SHOTS = process.env.BULK_EDIT_SCREENSHOTS; // a folder to keep the dialog's screenshots in, when looking at it

let token = '';
const api = <T>(query: string, variables: Record<string, unknown>) => graphql<T>(ui.app.url, query, variables, token);

/** Menus of the admin's restaurant, made through the API: `Bulk 01`… in no category, at the given prices. */
async function seedMenus(prefix: string, prices: number[]): Promise<void> {
  for (const [i, price] of prices.entries()) {
    const name = `${prefix} ${String(i + 1).padStart(2, '0')}`;
    await api('mutation ($data: MenuInput!) { createMenu(data: $data) { id } }', {
      data: { restaurantId: WARUNG, name, price },
    });
  }
}

beforeAll(async () => {
  token = (await login(ui.app.url, 'admin@restoboard.test', DEMO_PASSWORD)).jwtToken;
  await api('mutation ($data: MenuCategoryInput!) { createMenuCategory(data: $data) { id } }', {
    data: { restaurantId: WARUNG, name: 'Bulk Specials' },
  });
  await seedMenus(
    'Bulk',
    Array.from({ length: COUNT }, () => 15000),
  );
  await seedMenus('Priced', [10000, 24990]);
});

/** The restaurant's menus whose names match, all on one page. */
const openMenus = (q: string) =>
  ui.page.goto(
    `${ui.app.url}/admin/menus/${WARUNG}?filter=${encodeURIComponent(JSON.stringify({ q }))}&perPage=25&sort=name&order=ASC`,
  );
const expectAccessible = async () => {
  expect(JSON.stringify(await seriousViolations(ui.page))).toBe('[]');
};
const bodyRows = (scope: ReturnType<typeof ui.page.getByRole>) => scope.locator('tbody tr');

/**
 * The admin signed in, its menus matching `q` listed, all selected, and the Edit selected dialog open for `count` of
 * them.
 */
async function editSelected(q: string, last: string, count: number) {
  const { page } = ui;
  await signIn(page, ui.app.url, 'admin@restoboard.test');
  await openMenus(q);
  await page.getByRole('cell', { name: last, exact: true }).waitFor();
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Edit selected' }).click();
  return page.getByRole('dialog', { name: `Edit ${count} menus` });
}

describe('bulk edit', () => {
  it(`an admin selects ${COUNT} menus, changes their category, sees the ${COUNT} rows previewed, applies, and the list shows the new category on all`, async () => {
    const { page } = ui;
    const dialog = await editSelected('Bulk', 'Bulk 20', COUNT);
    await dialog.getByRole('radio', { name: 'Category' }).check();
    await dialog.getByRole('combobox', { name: 'New value for Category' }).click();
    await page.getByRole('option', { name: 'Bulk Specials' }).click();
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Preview' }).click();

    const preview = dialog.getByRole('table');
    await preview.getByText(`Category: ${COUNT} of ${COUNT} rows change`).waitFor();
    await bodyRows(preview)
      .filter({ hasText: 'Bulk Specials' })
      .nth(COUNT - 1)
      .waitFor();
    expect(await bodyRows(preview).count()).toBe(COUNT);
    await expectAccessible();
    if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/bulk-category-preview.png` });

    await dialog.getByRole('button', { name: `Apply to ${COUNT} menus` }).click();
    await page.getByText(`${COUNT} menus updated`, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const listed = page.getByRole('row').filter({ hasText: /Bulk \d\d/ });
    await listed
      .filter({ hasText: 'Bulk Specials' })
      .nth(COUNT - 1)
      .waitFor();
    expect(await listed.count()).toBe(COUNT);
    expect(await page.getByRole('checkbox', { name: 'Select all' }).isChecked()).toBe(false);

    // Audited per menu: one entry of the bulk update each, its category before and after.
    const { allAuditEntries } = await api<{
      allAuditEntries: { recordId: string; operation: string; changes: { field: string }[] }[];
    }>(
      'query { allAuditEntries(perPage: 100, filter: { resource: "menus" }) { recordId operation changes { field } } }',
      {},
    );
    const audited = allAuditEntries.filter(
      (entry) => entry.operation === 'updateMenus' && entry.changes.some((change) => change.field === 'categoryId'),
    );
    expect(new Set(audited.map((entry) => entry.recordId)).size).toBe(COUNT);
  });

  it('prices raised by a percentage are previewed as they will be written, whole rupiah; a change that would go below zero is refused in the preview on the menu it would refuse, and nothing is written', async () => {
    const { page } = ui;
    const dialog = await editSelected('Priced', 'Priced 02', 2);

    await dialog.getByRole('radio', { name: 'Price' }).check();
    await dialog.getByRole('radio', { name: 'Change by a percentage' }).check();
    await dialog.getByLabel('Percentage (negative to lower)').fill('12.5');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const row = (name: string) => bodyRows(dialog.getByRole('table')).filter({ hasText: name });
    await row('Priced 01').getByText('Rp. 11.250').waitFor();
    await row('Priced 02').getByText('Rp. 28.114').waitFor(); // 28113.75
    await expectAccessible();
    if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/bulk-price-preview.png` });
    await dialog.getByRole('button', { name: 'Apply to 2 menus' }).click();
    await page.getByText('2 menus updated', { exact: true }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Priced 02' }).getByText('Rp. 28.114').waitFor();

    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByRole('button', { name: 'Edit selected' }).click();
    await dialog.getByRole('radio', { name: 'Price' }).check();
    await dialog.getByLabel('Amount (negative to lower)').fill('-20000');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    // The preview refuses what the server would: the row below zero says why, and Apply waits.
    await row('Priced 01')
      .getByText(/^Minimum value for Price is/)
      .waitFor();
    expect(
      await row('Priced 02')
        .getByText(/^Minimum value/)
        .count(),
    ).toBe(0);
    await dialog.getByText(/^One row cannot take this change/).waitFor();
    expect(await dialog.getByRole('button', { name: 'Apply to 2 menus' }).isDisabled()).toBe(true);
    await expectAccessible();
    if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/bulk-price-refused.png` });
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const { allMenus } = await api<{ allMenus: { name: string; price: number }[] }>(
      'query ($filter: MenuFilter) { allMenus(filter: $filter, sortField: "name") { name price } }',
      {
        filter: { restaurantId: WARUNG, q: 'Priced' },
      },
    );
    expect(allMenus.map((m) => m.price)).toEqual([11250, 28114]);
  });

  it('a selection belongs to what is shown: a search, leaving the list and a reload each start with nothing ticked', async () => {
    const { page } = ui;
    const nothingTicked = async () => {
      await expect.poll(() => page.getByRole('checkbox', { checked: true }).count()).toBe(0);
      expect(await page.getByText(/^[1-9]\d* items? selected$/).count()).toBe(0);
    };
    const tickAll = async (count: number) => {
      await page.getByRole('checkbox', { name: 'Select all' }).check();
      await page.getByText(`${count} items selected`).waitFor();
    };
    await signIn(page, ui.app.url, 'admin@restoboard.test');
    await openMenus('Bulk');
    await page.getByRole('cell', { name: 'Bulk 20', exact: true }).waitFor();
    await tickAll(COUNT);

    await page.getByRole('textbox', { name: 'Search' }).fill('Priced');
    await page.getByRole('cell', { name: 'Priced 02', exact: true }).waitFor();
    await nothingTicked();

    await tickAll(2);
    await page.getByRole('menuitem', { name: 'Menu categories' }).click();
    await page.waitForURL(/menu_categories/);
    await page.getByRole('heading', { name: 'Menu categories' }).waitFor();
    await page.goBack();
    await page.getByRole('cell', { name: 'Priced 02', exact: true }).waitFor();
    await nothingTicked();

    await tickAll(2);
    await page.reload();
    await page.getByRole('cell', { name: 'Priced 02', exact: true }).waitFor();
    await nothingTicked();
  });

  it('a super admin features a restaurant with another that already is: the preview says which changes, the featured list gains one', async () => {
    const { page } = ui;
    await signIn(page, ui.app.url, 'superadmin@restoboard.test');
    await page.goto(`${ui.app.url}/admin/restaurants?perPage=25&sort=name&order=ASC`);
    for (const name of ['Auckland Eats', 'Sydney Grill']) {
      await page.getByRole('row').filter({ hasText: name }).getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: 'Edit selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit 2 restaurants' });
    await dialog.getByRole('radio', { name: 'Featured' }).check();
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const row = (name: string) => bodyRows(dialog.getByRole('table')).filter({ hasText: name });
    await row('Sydney Grill').getByText('No change').waitFor();
    expect(await row('Auckland Eats').locator('td').allTextContents()).toEqual(['No', 'Yes']);
    await expectAccessible();
    if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/bulk-featured-preview.png` });
    await dialog.getByRole('button', { name: 'Apply to 1 restaurant' }).click();
    await page.getByText('1 restaurant updated', { exact: true }).waitFor();
    const superadmin = (await login(ui.app.url, 'superadmin@restoboard.test', DEMO_PASSWORD)).jwtToken;
    const { allFeaturedItems } = await graphql<{ allFeaturedItems: { restaurantName: string }[] }>(
      ui.app.url,
      '{ allFeaturedItems(perPage: 100, sortField: "position") { restaurantName } }',
      {},
      superadmin,
    );
    expect(allFeaturedItems.at(-1)?.restaurantName).toBe('Auckland Eats');
    expect(allFeaturedItems.filter((item) => item.restaurantName === 'Sydney Grill')).toHaveLength(1);
  });
});
