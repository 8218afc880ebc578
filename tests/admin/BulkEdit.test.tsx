import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  DataTable,
  ListBase,
  memoryStore,
  Notification,
  testDataProvider,
  type DataProvider,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../src/domain';
import { BulkEditButton } from '../../src/admin/lists/bulkEdit/BulkEditButton';
import { userBulkFields } from '../../src/admin/resources/users/userBulkFields';
import { i18nFor } from './i18nFor';

const USERS = [
  { id: 'u1', name: 'Ani', role: 'CASHIER', active: true },
  { id: 'u2', name: 'Budi', role: 'WAITER', active: false },
];

/** The users list of an ADMIN (who cannot grant SUPERADMIN), with the bulk edit as its bulk action. */
function renderList(updateMany = vi.fn(() => Promise.resolve({ data: ['u2'] })), locale: Locale = 'en') {
  const dataProvider = testDataProvider({
    getList: (() => Promise.resolve({ data: USERS, total: USERS.length })) as unknown as DataProvider['getList'],
    updateMany: updateMany as unknown as DataProvider['updateMany'],
  });
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        i18nProvider={i18nFor(locale)}
        store={memoryStore()}
      >
        <ListBase resource="users">
          <DataTable bulkActionButtons={<BulkEditButton fields={userBulkFields(false)} />}>
            <DataTable.Col source="name" />
          </DataTable>
        </ListBase>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return updateMany;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, selectAll: string, button: string) {
  await screen.findByText('Budi');
  await user.click(screen.getByRole('checkbox', { name: selectAll }));
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog');
}

describe('the bulk edit dialog', () => {
  it('previews each selected row before → after, marks the rows left as they are, and writes only the others in one request', async () => {
    const user = userEvent.setup();
    const updateMany = renderList();
    const dialog = await openDialog(user, 'Select all', 'Edit selected');
    expect(within(dialog).getByRole('heading', { name: 'Edit 2 users' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Active' }));
    expect(within(dialog).getByRole('switch', { name: 'New value for Active' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    const table = await within(dialog).findByRole('table');
    expect(within(table).getByText('Active: 1 of 2 rows change')).toBeInTheDocument();
    const ani = within(table).getByRole('rowheader', { name: 'Ani' }).closest('tr') as HTMLElement;
    const budi = within(table).getByRole('rowheader', { name: 'Budi' }).closest('tr') as HTMLElement;
    expect(within(ani).getByText('No change')).toBeInTheDocument();
    expect([...budi.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['No', 'Yes']);

    await user.click(within(dialog).getByRole('button', { name: 'Apply to 1 user' }));
    await screen.findByText('1 user updated');
    expect(updateMany).toHaveBeenCalledTimes(1);
    expect(updateMany).toHaveBeenCalledWith('users', expect.objectContaining({ ids: ['u2'], data: { active: true } }));
  });

  it('offers an ADMIN the roles it may grant, never Super admin, and asks for one before the preview (in Indonesian)', async () => {
    const user = userEvent.setup();
    renderList(undefined, 'id');
    const dialog = await openDialog(user, 'Pilih semua', 'Ubah yang dipilih');
    await user.click(within(dialog).getByRole('radio', { name: 'Peran' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Nilai baru untuk Peran/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toContain('Kasir');
    expect(options.some((label) => /super/i.test(label ?? ''))).toBe(false);
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Pratinjau' }));
    expect(await within(dialog).findByText('Wajib diisi')).toBeInTheDocument(); // no role chosen yet
  });
});
