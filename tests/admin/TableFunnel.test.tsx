/**
 * The analytics screen's table funnel: each table's scans, orders and paid orders, by table and by
 * hour, the tables scanned but never ordered from flagged in words (not by colour alone), and its
 * loading, failed, empty and all-restaurants states, in English and Indonesian.
 */
import type { ResultSet } from '@cubejs-client/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { TableFunnel } from '../../src/admin/resources/analytics/TableFunnel';
import type { Figure } from '../../src/admin/resources/analytics/useFigures';
import { i18nFor } from './i18nFor';
import { RESTO_A } from './fixtures';

const answered = (rows: Record<string, string>[]): Figure => ({
  isPending: false,
  error: null,
  refetch: vi.fn(),
  data: { tablePivot: () => rows } as unknown as ResultSet,
});
const funnelRow = (key: 'table' | 'hourOfDay', value: string, scans: number, orders: number, paid: number) => ({
  [`TableFunnel.${key}`]: value,
  'TableFunnel.scans': String(scans),
  'TableFunnel.orders': String(orders),
  'TableFunnel.paidOrders': String(paid),
});
const BY_TABLE = answered([
  funnelRow('table', '10', 4, 0, 0),
  funnelRow('table', '2', 5, 2, 1),
  funnelRow('table', '7', 1, 0, 0),
]);
const BY_HOUR = answered([funnelRow('hourOfDay', '19', 6, 1, 1), funnelRow('hourOfDay', '8', 4, 1, 0)]);

function renderFunnel(
  byTable: Figure,
  byHour: Figure,
  { locale = 'en', restaurantId = RESTO_A }: { locale?: 'en' | 'id'; restaurantId?: string } = {},
) {
  return render(
    <AdminContext i18nProvider={i18nFor(locale)} store={memoryStore()}>
      <TableFunnel restaurantId={restaurantId || undefined} byTable={byTable} byHour={byHour} />
    </AdminContext>,
  );
}

const cells = (table: string) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the table funnel', () => {
  it('lists scans → orders → paid per table in table order and per hour, flagging the tables scanned but never ordered from', () => {
    renderFunnel(BY_TABLE, BY_HOUR);
    expect(screen.getByRole('region', { name: /^Table funnel/ })).toBeInTheDocument();
    expect(cells('Table funnel by table')).toEqual([
      ['Table 2', '5', '2', '1', '40%'],
      ['Table 7 scanned, never ordered', '1', '0', '0', '0%'],
      ['Table 10 scanned, never ordered', '4', '0', '0', '0%'],
    ]);
    expect(cells('Table funnel by hour of the day')).toEqual([
      ['08:00', '4', '1', '0', '25%'],
      ['19:00', '6', '1', '1', '16.7%'], // a percentage as the UI language writes it
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Table 7, Table 10: scanned but never ordered from in this period. Check that each code is on the right table',
    );
  });

  it('in Indonesian', () => {
    renderFunnel(BY_TABLE, BY_HOUR, { locale: 'id' });
    expect(screen.getByRole('region', { name: /^Corong meja/ })).toBeInTheDocument();
    expect(cells('Corong meja per meja')[1]).toEqual(['Meja 7 dipindai, tanpa pesanan', '1', '0', '0', '0%']);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Meja 7, Meja 10: dipindai tetapi tidak pernah ada pesanan pada periode ini.',
    );
  });

  it('says so while loading, when the period has none, and for all restaurants at once', () => {
    const { unmount } = renderFunnel(
      { isPending: true, error: null, refetch: vi.fn() },
      { isPending: true, error: null, refetch: vi.fn() },
    );
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    unmount();
    renderFunnel(answered([]), answered([]));
    expect(screen.getByText('No QR code scans or table orders in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('needs one restaurant: its tables are numbered within it', () => {
    renderFunnel(BY_TABLE, BY_HOUR, { restaurantId: '' });
    expect(
      screen.getByText("Choose a restaurant to see its tables' funnel: tables are numbered per restaurant."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a failed load can be retried', async () => {
    const refetch = vi.fn();
    renderFunnel(
      { isPending: false, error: new Error('offline'), refetch },
      { isPending: false, error: new Error('offline'), refetch },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(refetch).toHaveBeenCalled();
  });
});
