import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nFor } from './i18nFor';
import { AccountLinkButtons, type AccountLinkUser } from '../../src/admin/resources/users/AccountLinkButtons';

const cashier: AccountLinkUser = { id: 'u-1', email: 'citra@restoboard.test', role: 'CASHIER', verified: false };

function renderButtons(
  record: AccountLinkUser,
  custom = vi.fn(() => Promise.resolve({ ok: true })),
  locale: 'en' | 'id' = 'en',
) {
  render(
    <AdminContext dataProvider={{ ...testDataProvider(), custom }} i18nProvider={i18nFor(locale)} store={memoryStore()}>
      <AccountLinkButtons record={record} />
      <Notification />
    </AdminContext>,
  );
  return custom;
}

describe("the account link buttons of a user's page", () => {
  it('a PIN reset link is sent only after confirming, and the admin is told', async () => {
    const custom = renderButtons(cashier);
    await userEvent.click(screen.getByRole('button', { name: 'Send PIN reset link' }));
    expect(
      await screen.findByText('Mail citra@restoboard.test a link to set a new POS PIN? It works once, within 1 hour.'),
    ).toBeInTheDocument();
    expect(custom).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('A PIN reset link was sent to citra@restoboard.test.')).toBeInTheDocument();
    expect(custom).toHaveBeenCalledWith('users', expect.objectContaining({ variables: { userId: 'u-1' } }));
  });

  it('cancelling the confirmation sends nothing', async () => {
    const custom = renderButtons(cashier);
    await userEvent.click(screen.getByRole('button', { name: 'Send verification link' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(custom).not.toHaveBeenCalled();
  });

  it('offers only what applies: no PIN for an admin, no verification for a verified user; in Indonesian too', async () => {
    renderButtons({ ...cashier, role: 'ADMIN' }, undefined, 'id');
    expect(screen.getByRole('button', { name: 'Kirim tautan verifikasi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kirim tautan atur ulang PIN' })).not.toBeInTheDocument();
  });

  it('a verified admin gets no buttons at all', () => {
    renderButtons({ ...cashier, role: 'ADMIN', verified: true });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
