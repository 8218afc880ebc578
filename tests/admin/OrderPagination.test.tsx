import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, List, memoryStore, testDataProvider, TextField, type GetListParams } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_COUNT_BOUND, type Currency, type Locale } from '../../src/domain';
import { CurrencyContext } from '../../src/admin/resources/orders/money';
import { OrderPagination } from '../../src/admin/resources/orders/OrderPagination';
import { i18nFor } from './i18nFor';

/**
 * A list of orders as the server answers it: `held` orders, counted up to the bound or the page's end, and one more
 * (countUpTo), so a total past that bound means "more than it".
 */
function orders(held: number) {
  return vi.fn(async (_resource: string, { pagination }: GetListParams) => {
    const { page = 1, perPage = 25 } = pagination ?? {};
    const from = (page - 1) * perPage;
    const data = Array.from({ length: Math.max(0, Math.min(perPage, held - from)) }, (_, i) => ({
      id: String(from + i + 1),
      number: from + i + 1,
    }));
    return { data, total: Math.min(held, Math.max(ORDER_COUNT_BOUND, page * perPage) + 1) };
  });
}

function renderList(getList: ReturnType<typeof orders>, locale: Locale, currency: Currency) {
  return render(
    <MemoryRouter>
      <AdminContext
        dataProvider={{ ...testDataProvider(), getList } as never}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        i18nProvider={i18nFor(locale)}
        store={memoryStore()}
      >
        <CurrencyContext.Provider value={currency}>
          <List resource="orders" perPage={25} pagination={<OrderPagination />} disableSyncWithLocation>
            <TextField source="number" />
          </List>
        </CurrencyContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe("the order history's pagination", () => {
  it.each([
    ['en', 'S$', '1-25 of 10,000+', '26-50 of 10,000+'],
    ['id', 'Rp.', '1-25 dari 10.000+', '26-50 dari 10.000+'],
  ] as const)(
    'says "%s" past the bound of the count (%s), and the next page stays open',
    async (locale, currency, first, second) => {
      const getList = orders(2_000_000);
      renderList(getList, locale, currency);
      expect(await screen.findByText(first)).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: locale === 'en' ? /next/i : /berikut/i }));
      expect(await screen.findByText(second)).toBeTruthy();
      expect(getList).toHaveBeenLastCalledWith(
        'orders',
        expect.objectContaining({ pagination: { page: 2, perPage: 25 } }),
      );
    },
  );

  it.each([
    ['en', 'S$', '1-25 of 300'],
    ['id', 'Rp.', '1-25 dari 300'],
  ] as const)('tells a total within the bound as it is (%s)', async (locale, currency, label) => {
    renderList(orders(300), locale, currency);
    expect(await screen.findByText(label)).toBeTruthy();
  });

  it('past the bound, the page shown is the bound: page 401 of 25 is "10,001-10,025 of 10,025+"', async () => {
    const getList = orders(2_000_000);
    renderList(getList, 'en', 'S$');
    await screen.findByText('1-25 of 10,000+');
    // The last page react-admin offers is 401 (a total of 10,001): past it the count reaches the page's end.
    await userEvent.click(screen.getByRole('button', { name: /page 401/i }));
    expect(await screen.findByText('10,001-10,025 of 10,025+')).toBeTruthy();
  });
});
