/**
 * The audit trail as people use it: an admin changes a menu's price and saves, opens the menu's
 * History, sees the diff (old price → new price in the restaurant's currency) and restores the old
 * price, which the form shows again; a super admin reads the Audit log, filters it by action, opens
 * an entry and exports the filtered entries as CSV. axe on every screen.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatCurrency } from '../../src/domain';
import { appInBrowser } from '../support/appInBrowser';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/signIn';

const ui = appInBrowser();
const WARUNG = '00000001-0000-4000-8000-000000000001'; // admin@restoboard.test's restaurant (Rp.)

const open = (path: string) => ui.page.goto(`${ui.app.url}/admin/${path}`);
const expectAccessible = async () => {
  expect(JSON.stringify(await seriousViolations(ui.page))).toBe('[]');
};

describe('the audit trail', () => {
  it("an admin changes a menu's price, sees the diff in its History, and restores the old price", async () => {
    const { page } = ui;
    await signIn(page, ui.app.url, 'admin@restoboard.test');
    await open(`menus/${WARUNG}`);
    await page.getByRole('cell', { name: /^Ayam Bakar/ }).click();
    await page.waitForURL(/\/admin\/menu_edit\//);
    const price = page.getByRole('spinbutton', { name: 'Price', exact: true });
    await expect.poll(() => price.inputValue()).not.toBe('');
    const oldPrice = Number(await price.inputValue());
    const newPrice = oldPrice + 5000;
    await price.fill(String(newPrice));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${ui.app.url}/admin/menus/${WARUNG}`);

    await page.getByRole('cell', { name: /^Ayam Bakar/ }).click();
    await page.waitForURL(/\/admin\/menu_edit\//);
    await expect.poll(() => price.inputValue()).toBe(String(newPrice));
    await page.getByRole('button', { name: 'History' }).click();
    const panel = page.getByRole('dialog', { name: 'History of this record' });
    const latest = panel.getByRole('region', { name: 'Audit entry' }).first();
    await latest.getByText(/^Updated · /).waitFor();
    await latest.getByText('admin@restoboard.test (Admin)').waitFor();
    const priceRow = latest.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Price' }) });
    expect(await priceRow.getByRole('cell').allTextContents()).toEqual([
      formatCurrency(oldPrice, 'Rp.'),
      formatCurrency(newPrice, 'Rp.'),
    ]);
    await expectAccessible();

    await latest.getByRole('button', { name: 'Undo this change' }).click();
    const confirm = page.getByRole('dialog', { name: 'Undo this change?' });
    await expectAccessible();
    await confirm.getByRole('button', { name: 'Undo this change' }).click();
    await page.getByText('Change undone', { exact: true }).waitFor();
    await panel
      .getByRole('region', { name: 'Audit entry' })
      .first()
      .getByText(/^Change undone · /)
      .waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await expect.poll(() => price.inputValue()).toBe(String(oldPrice));
  });

  it('a super admin filters the Audit log by action, opens an entry and exports the filtered entries as CSV', async () => {
    const { page } = ui;
    await signIn(page, ui.app.url, 'superadmin@restoboard.test');
    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    await page.waitForURL(`${ui.app.url}/admin/audit_log`);
    await page.getByRole('cell', { name: 'admin@restoboard.test (Admin)' }).first().waitFor();
    await expectAccessible();

    await page.getByRole('combobox', { name: 'Action' }).click();
    expect(await page.getByRole('option', { name: 'Change undone', exact: true }).count()).toBe(1); // one name for one action
    await page.getByRole('option', { name: 'Change undone', exact: true }).click();
    await expect
      .poll(async () => {
        const actions = await page.locator('tbody tr td:nth-child(3)').allTextContents();
        return actions.length > 0 && actions.every((action) => action === 'Change undone');
      })
      .toBe(true);
    const rowCount = await page.locator('tbody tr').count();

    await page
      .getByRole('button', { name: /^Show the changes of Change undone at / })
      .first()
      .click();
    const entry = page.getByRole('dialog', { name: 'Audit entry' });
    await entry.getByRole('rowheader', { name: 'Price' }).waitFor();
    await entry.getByRole('link', { name: 'Ayam Bakar' }).waitFor(); // the menu's edit screen, by the menu's name
    expect(await entry.getByText(/::ffff:|updateMenu|restoreAuditEntry/).count()).toBe(0); // people's words, not the API's
    await expectAccessible();
    await page.keyboard.press('Escape');
    await entry.waitFor({ state: 'hidden' });

    const downloads: { name: string; text: string }[] = [];
    page.on('download', async (download) =>
      downloads.push({
        name: download.suggestedFilename(),
        text: readFileSync((await download.path()) as string, 'utf8'),
      }),
    );
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect.poll(() => downloads.length).toBe(1);
    const [{ name, text }] = downloads;
    expect(name).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(header.split(',').slice(0, 3)).toEqual(['at', 'actor_email', 'actor_role']);
    expect(rows.length).toBe(rowCount);
    const column = (name: string) => header.split(',').indexOf(name);
    expect(rows.every((row) => row.split(',')[column('action')] === 'restore')).toBe(true);
    // Read by a person: the menu by its name beside its id, the change in plain words.
    expect(rows[0].split(',')[column('record_name')]).toBe('Ayam Bakar');
    expect(rows[0]).toMatch(/Price: \d+ → \d+/); // the field as its form says it
  });

  it("the Audit log's filters show a long restaurant name and a long email whole; an empty date starts at its month wherever it is clicked", async () => {
    const { page } = ui;
    await signIn(page, ui.app.url, 'superadmin@restoboard.test');
    await page.goto(`${ui.app.url}/admin/audit_log`);
    const from = page.getByRole('group', { name: 'From' });
    await from.getByRole('spinbutton').first().waitFor();
    const box = await from.boundingBox();
    if (!box) throw new Error('the From field is not shown');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2); // over the year's placeholder
    await page.keyboard.type('1');
    await expect.poll(() => from.textContent()).toBe('01/DD/YYYY');

    for (const [filter, source, longest] of [
      ['Restaurant', 'restaurantId', 'Melbourne Seafood House'],
      ['User', 'actorId', 'admin-cashier.yogyakarta-noodle-bar@restoboard.test'],
    ]) {
      await page.getByRole('button', { name: 'Add filter' }).click();
      await page
        .locator('[role=menu] li')
        .filter({ hasText: new RegExp(`^${filter}$`) })
        .click();
      const input = page.locator('form').getByLabel(filter, { exact: true });
      await input.fill(longest.slice(0, 20)); // enough to leave that one option
      await page.getByRole('option', { name: longest, exact: true }).click();
      await expect.poll(() => input.inputValue()).toBe(longest);
      await expect
        .poll(() => input.evaluate((node: HTMLInputElement) => node.scrollWidth <= node.clientWidth))
        .toBe(true);
      // The list applies a filter a moment after it is picked; a filter added meanwhile would be dropped by it.
      await expect.poll(() => decodeURIComponent(page.url())).toContain(`"${source}":"`);
    }
  });
});
