/**
 * The restaurant settings form in a real browser (docs/spec.md §3, §5): tabs, rules on their fields, amounts in the
 * restaurant's currency.
 */
import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/appInBrowser';
import { seriousViolations } from '../support/axe';
import { DEMO_PASSWORD, login, profileCookie } from '../support/graphql';
import { exactLabel } from '../support/labels';

const ui = appInBrowser();

/** Signed in through the API, then at the given admin path (the sign-in screen is tested elsewhere). */
async function openAs(email: string, path: (restoUuid: string | null) => string) {
  const session = await login(ui.app.url, email, DEMO_PASSWORD);
  await ui.context.addCookies([{ name: 'restoboard-profile', value: profileCookie(session), url: ui.app.url }]);
  await ui.page.goto(`${ui.app.url}/admin/${path(session.profile.restoUuid)}`);
  return session;
}

const tab = (name: string) => ui.page.getByRole('tab', { name });

describe('restaurant settings', () => {
  it('an admin sees colliding hours refused on the field, fixes them and saves; the fix is there after reload', async () => {
    await openAs('admin@restoboard.test', (id) => `restaurant_edit/${id}`);
    await tab('Hours').click();
    const starts = ui.page.getByLabel('Start');
    await starts.nth(1).fill('14:00'); // Monday 14:00–22:00 now overlaps Monday 10:00–14:30
    await ui.page.getByRole('button', { name: 'Save' }).click();
    await ui.page.getByText('opening hours must not collide').waitFor();
    await expect(tab('Hours').getAttribute('class')).resolves.toContain('error');
    await starts.nth(1).fill('15:00');
    await ui.page.getByRole('button', { name: 'Save' }).click();
    await ui.page.getByText('Restaurant updated').waitFor();
    await ui.page.reload();
    await tab('Hours').click();
    await expect(ui.page.getByLabel('Start').nth(1).inputValue()).resolves.toBe('15:00');
  });

  it('an edit is not lost without a word: leaving by the side menu asks first, and staying keeps the edit; after Save it leaves freely', async () => {
    await openAs('admin@restoboard.test', (id) => `restaurant_edit/${id}`);
    await tab('Contact').click();
    const wifi = ui.page.getByLabel(exactLabel('WiFi name'));
    await wifi.waitFor();
    await wifi.fill('Warung Guest 5G');
    const asked: string[] = [];
    ui.page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss(); // stay
    });
    await ui.page.getByRole('menuitem', { name: 'QR Code' }).click();
    await expect
      .poll(() => asked)
      .toEqual(["Some of your changes weren't saved. Are you sure you want to ignore them?"]);
    expect(ui.page.url()).toContain('/admin/restaurant_edit/');
    await expect(wifi.inputValue()).resolves.toBe('Warung Guest 5G');

    await wifi.fill('Warung Guests');
    await ui.page.getByRole('button', { name: 'Save' }).click();
    await ui.page.getByText('Restaurant updated').waitFor();
    await ui.page.getByRole('menuitem', { name: 'QR Code' }).click();
    await ui.page.waitForURL(/\/admin\/qr\//);
    expect(asked).toHaveLength(1);
  });

  it('a super admin creates a restaurant in Rp. and sees its amounts as Rp. 1.234.567', async () => {
    await openAs('superadmin@restoboard.test', () => 'restaurant_new');
    await ui.page.getByLabel(exactLabel('Name')).fill('Rumah Makan Padang');
    await ui.page.getByLabel(exactLabel('Slug')).fill('rumah-makan-padang');
    await tab('Languages & currency').click();
    await ui.page.getByRole('combobox', { name: 'Currency' }).click();
    await ui.page.getByRole('option', { name: 'Rp.' }).click();
    await tab('Orders & charges').click();
    await ui.page.getByLabel('Minimum order').fill('1234567');
    await ui.page.getByText('Rp. 1.234.567').waitFor();
    await ui.page.getByRole('combobox', { name: 'Order plan' }).click(); // the delivery charge is asked for a plan that delivers
    await ui.page.getByRole('option', { name: 'Delivery', exact: true }).click();
    await ui.page.getByLabel('Delivery charge').fill('1234.89');
    await ui.page.getByText('Rp. 1.234,89').waitFor();
    await ui.page.getByRole('button', { name: 'Save' }).click();
    await ui.page.getByText('Delivery charge is a whole amount in Rp.').waitFor(); // Rupiah has no cents
    await ui.page.getByLabel('Delivery charge').fill('1235');
    await ui.page.getByRole('button', { name: 'Save' }).click();
    await ui.page.waitForURL(`${ui.app.url}/admin/restaurants`);
    await ui.page.getByPlaceholder('Search').fill('padang');
    await ui.page.getByText('Rumah Makan Padang').click();
    await tab('Orders & charges').click();
    await expect(ui.page.getByLabel('Minimum order').inputValue()).resolves.toBe('1234567');
  });

  it("the server's refusal lands on its field and marks its tab: a slug another restaurant has", async () => {
    await openAs('admin@restoboard.test', (id) => `restaurant_edit/${id}`);
    await ui.page.getByLabel(exactLabel('Slug')).fill('kopi-kita');
    await tab('Payments').click();
    await ui.page.getByRole('button', { name: 'Save' }).click();
    await ui.page.getByText('There are some errors in your fields.').waitFor();
    await expect(tab('Identity').getAttribute('class')).resolves.toContain('error');
    await tab('Identity').click();
    await ui.page.getByText('Slug already exists. Please use another.').waitFor();
  });

  it('every tab speaks Indonesian and has no serious accessibility violation', async () => {
    await openAs('admin@restoboard.test', (id) => `restaurant_edit/${id}`);
    await ui.page.getByRole('button', { name: 'English' }).click();
    await ui.page.getByRole('menuitem', { name: 'Bahasa Indonesia' }).click();
    for (const name of [
      'Identitas',
      'Lokasi',
      'Bahasa & mata uang',
      'Jam',
      'Pesanan & biaya',
      'Pembayaran',
      'Kontak & meja',
    ]) {
      await tab(name).click();
      await ui.page.locator(`[role="tab"][aria-selected="true"]`, { hasText: name }).waitFor();
      expect(await seriousViolations(ui.page), name).toEqual([]);
    }
    await tab('Jam').click();
    await ui.page.getByText('Jam buka').first().waitFor();
  });

  it('switching the language keeps what is typed, and leaving then still asks', async () => {
    const { page } = ui;
    await openAs('admin@restoboard.test', (id) => `restaurant_edit/${id}`);
    await tab('Orders & charges').click();
    const tax = page.getByLabel(/^Tax \(%\)/);
    const typed = (await tax.inputValue()) === '7' ? '8' : '7';
    await tax.fill(typed);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Bahasa Indonesia' }).click();
    const pajak = page.getByLabel(/^Pajak \(%\)/);
    await pajak.waitFor();
    expect(await pajak.inputValue()).toBe(typed);
    await expect(page.locator('[role="tab"][aria-selected="true"]').textContent()).resolves.toBe('Pesanan & biaya');

    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await page.getByRole('menuitem', { name: 'Menu', exact: true }).click();
    expect(await asked).toBe('Sebagian perubahan Anda belum disimpan. Apakah Anda yakin ingin mengabaikannya?');
    expect(await pajak.inputValue()).toBe(typed);
  });
});
