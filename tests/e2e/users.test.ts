/**
 * Users as admins manage them in the browser: a super admin creates an ADMIN for one restaurant
 * and finds it in the list; the form shows only what the role needs (restaurants, PIN) and an
 * ADMIN cannot choose SUPERADMIN; a taken email is said on its field, in Indonesian too; an ADMIN
 * deactivates a staff member after confirming. axe on every screen.
 */
import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/appInBrowser';
import { seriousViolations } from '../support/axe';
import { graphql, login } from '../support/graphql';
import { signIn } from '../support/signIn';
import { exactLabel } from '../support/labels';

const ui = appInBrowser();

const WARUNG = '00000001-0000-4000-8000-000000000001';
const KOPI = '00000001-0000-4000-8000-000000000002';

const open = (path: string) => ui.page.goto(`${ui.app.url}/admin/${path}`);
const expectAccessible = async () => {
  expect(await seriousViolations(ui.page)).toEqual([]);
};
const choose = async (label: string, option: string) => {
  await ui.page.getByRole('combobox', { name: label }).click();
  await ui.page.getByRole('option', { name: option, exact: true }).click();
};

describe('users', () => {
  it('a super admin creates an ADMIN for one restaurant and sees it in the list', async () => {
    await signIn(ui.page, ui.app.url, 'superadmin@restoboard.test');
    await open('users');
    await ui.page.getByRole('cell', { name: 'admin@restoboard.test', exact: true }).waitFor();
    await expectAccessible();

    await ui.page.getByRole('link', { name: 'Create' }).click();
    await ui.page.waitForURL(`${ui.app.url}/admin/user_new`);
    // The list fades out while the form comes in: its "Sort by email" header also answers to "Email".
    await ui.page.getByRole('textbox', { name: 'Email' }).fill('Rina.Harbour@Example.com');
    await ui.page.getByRole('textbox', { name: 'Name', exact: true }).fill('Rina Harbour');
    await choose('Role', 'Admin');
    await ui.page.getByRole('combobox', { name: 'Restaurants' }).fill('Harbour');
    await ui.page.getByRole('option', { name: 'Harbour Bistro' }).click();
    await expect
      .poll(() => ui.page.getByRole('combobox', { name: 'Main restaurant' }).textContent())
      .toContain('Harbour Bistro');
    expect(await ui.page.getByLabel('POS PIN').count()).toBe(0); // an ADMIN has no PIN
    await ui.page.getByLabel(exactLabel('Password')).fill('Harbour#2026');
    await ui.page.getByLabel('Confirm password').fill('Harbour#2026');
    await expectAccessible();
    await ui.page.getByRole('button', { name: 'Save' }).click();

    await ui.page.waitForURL(`${ui.app.url}/admin/users`);
    await ui.page.getByRole('textbox', { name: 'Search' }).fill('rina');
    const row = ui.page.getByRole('row').filter({ hasText: 'rina.harbour@example.com' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Admin');
    expect(await row.textContent()).toContain('Harbour Bistro');
    expect(await row.textContent()).toContain('Unverified');
  });

  it('the form shows what the role needs: a PIN for POS staff, no restaurants for a super admin; a password is checked before saving', async () => {
    await signIn(ui.page, ui.app.url, 'superadmin@restoboard.test');
    await open('user_new');
    await choose('Role', 'Cashier');
    await ui.page.getByLabel('POS PIN').waitFor();
    await choose('Role', 'Super admin');
    expect(await ui.page.getByRole('combobox', { name: 'Restaurants' }).count()).toBe(0);
    expect(await ui.page.getByLabel('POS PIN').count()).toBe(0);
    await ui.page.getByLabel(exactLabel('Password')).fill('weak');
    await ui.page.getByLabel('Confirm password').fill('other');
    await ui.page.getByRole('button', { name: 'Save' }).click();
    await ui.page.getByText('password is not strong enough: it must include uppercase, number and symbol').waitFor();
    await ui.page.getByText('password and its confirmation do not match').waitFor();

    await ui.page.getByLabel('Send an invitation instead of setting a password').check();
    expect(await ui.page.getByLabel(exactLabel('Password')).count()).toBe(0);
    await expectAccessible();
  });

  it('an ADMIN starts with its restaurant chosen and cannot choose SUPERADMIN; an email already registered is refused on its field, in Indonesian', async () => {
    await signIn(ui.page, ui.app.url, 'admin@restoboard.test');
    await ui.page.evaluate(() => localStorage.setItem('RaStore-local.locale', '"id"'));
    await open('user_new');
    // Its restaurant is already chosen, as the main one.
    await expect
      .poll(() => ui.page.getByRole('combobox', { name: 'Restoran utama' }).textContent())
      .toContain('Warung Nusantara');
    await ui.page.getByRole('combobox', { name: 'Peran' }).click();
    const roles = await ui.page.getByRole('option').allTextContents();
    expect(roles).toContain('Kasir');
    expect(roles).not.toContain('Super admin');
    await ui.page.getByRole('option', { name: 'Kasir', exact: true }).click();
    await ui.page.getByLabel('Email').fill('CASHIER@restoboard.test');
    await ui.page.getByLabel(exactLabel('Nama')).fill('Kasir Kedua');
    await ui.page.getByLabel(exactLabel('Kata sandi')).fill('Kasir#2026');
    await ui.page.getByLabel('Konfirmasi kata sandi').fill('Kasir#2026');
    await expectAccessible();
    await ui.page.getByRole('button', { name: 'Simpan' }).click();
    await ui.page.getByText('Email sudah terdaftar').first().waitFor();
    expect(ui.page.url()).toBe(`${ui.app.url}/admin/user_new`);
  });

  it('an ADMIN sees a user who also works at a restaurant it does not manage, but cannot change it', async () => {
    const { jwtToken } = await login(ui.app.url, 'superadmin@restoboard.test', 'Demo#2026');
    const data = {
      email: 'shared.manager@example.com',
      name: 'Shared Manager',
      role: 'MANAGER',
      restaurantIds: [WARUNG, KOPI],
      restoUuid: WARUNG,
      invite: true,
    };
    const { createUser } = await graphql<{ createUser: { id: string } }>(
      ui.app.url,
      'mutation ($data: UserInput!) { createUser(data: $data) { id } }',
      { data },
      jwtToken,
    );
    await signIn(ui.page, ui.app.url, 'admin@restoboard.test');
    await open(`user_edit/${createUser.id}`);
    await ui.page.getByText('only a super admin can change it').waitFor();
    expect(await ui.page.getByLabel(exactLabel('Name')).inputValue()).toBe('Shared Manager');
    expect(await ui.page.getByLabel(exactLabel('Name')).isDisabled()).toBe(true);
    expect(await ui.page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await expectAccessible();
  });

  it('an ADMIN deactivates one of its staff after confirming; the list says it is inactive', async () => {
    await signIn(ui.page, ui.app.url, 'admin@restoboard.test');
    await open('users');
    const row = ui.page.getByRole('row').filter({ hasText: 'waiter.warung-nusantara@restoboard.test' });
    await row.waitFor();
    await expectAccessible();
    await row.getByRole('checkbox').check();
    await ui.page.getByRole('button', { name: 'Deactivate' }).click();
    await ui.page.getByRole('dialog').getByText('every session they have ends at once').waitFor();
    await expectAccessible();
    await ui.page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await ui.page.getByText('1 user deactivated').waitFor();
    await expect.poll(() => row.textContent()).toContain('Inactive');
  });
});
