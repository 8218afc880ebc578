import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, testDataProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { WaitingTableOrder } from '../../src/admin/resources/qr/operations';
import TableOrdersScreen from '../../src/admin/resources/qr/TableOrdersScreen';
import { RESTO_A } from './fixtures';
import { i18nFor } from './i18nFor';
import { axeViolations } from './support/axe';

// The live socket is the server's (tests/server/orderSubscriptions.test.ts); here the screen is told it is live.
vi.mock('../../src/admin/resources/orders/useOrderEvents', () => ({ useOrderEvents: () => 'live' }));

const warung = {
  id: RESTO_A,
  name: 'Warung Nusantara',
  currency: 'Rp.',
  timeZone: 'Asia/Jakarta',
  confirmTableOrders: true,
};

const WAITING: WaitingTableOrder[] = [
  {
    id: 'o1',
    number: 2001,
    table: '3',
    createdAt: '2026-11-30T06:23:00.000Z',
    customerName: null,
    total: 65_035,
    lines: [{ name: 'Nasi Uduk', quantity: 2, options: [] }],
  },
];

function renderScreen(query: DataProvider['query'], settings = warung, locale: 'en' | 'id' = 'en') {
  return render(
    <MemoryRouter initialEntries={[`/admin/table_orders/${RESTO_A}`]}>
      <AdminContext
        dataProvider={testDataProvider({
          getOne: (() => Promise.resolve({ data: settings })) as unknown as DataProvider['getOne'],
          query,
        })}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        i18nProvider={i18nFor(locale)}
        store={memoryStore()}
        basename="/admin"
      >
        <Routes>
          <Route path="/admin/table_orders/:restoUuid" element={<TableOrdersScreen />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the Table orders screen', () => {
  it('says when the orders could not be read, and reads them again on Try again', async () => {
    const query = vi
      .fn()
      .mockRejectedValueOnce(new Error('Network error'))
      .mockResolvedValue({ tableOrdersToConfirm: WAITING }) as unknown as DataProvider['query'];
    const logged = vi.mocked(console.error).mockImplementation(() => undefined);
    renderScreen(query);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load data. Please try again.');
    expect(logged).toHaveBeenCalledWith(new Error('Network error'));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: 'Table orders waiting: 1' });
    expect(within(list).getByRole('heading', { name: 'Table 3 · order #2001' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Reject order #2001 of table 3' })).toBeInTheDocument();
  });

  it('with none waiting it says so, and a restaurant that does not ask its staff is pointed to its settings', async () => {
    const query = (() => Promise.resolve({ tableOrdersToConfirm: [] })) as unknown as DataProvider['query'];
    const { container } = renderScreen(query, { ...warung, confirmTableOrders: false }, 'id');
    expect(await screen.findByText('Tidak ada pesanan meja yang menunggu konfirmasi.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pesanan meja Warung Nusantara' })).toBeInTheDocument();
    expect(screen.getByText(/Pesanan dari meja langsung diterima/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
