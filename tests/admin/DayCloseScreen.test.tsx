/**
 * The Close the day screen with the server answering from test doubles (the closing itself, its lock and its
 * figures are the server tests' and the browser test's): what the form tells before asking, what it sends,
 * and its loading, failed and nothing-to-count states, in both languages.
 */
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from './support/axe';
import { AdminContext, memoryStore, testDataProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Locale, PaymentMethod } from '../../src/domain';
import { DayCloseScreen } from '../../src/admin/resources/day_closes/DayCloseScreen';
import type { DayClose, DaySheet } from '../../src/admin/resources/day_closes/daySheet';
import { differencesByDay } from '../../src/admin/resources/day_closes/DifferencesChart';
import { RESTO_A } from './fixtures';
import { i18nFor } from './i18nFor';

const SHEET: DaySheet = {
  restaurantId: RESTO_A,
  businessDay: '2026-03-10',
  startsAt: '2026-03-09T21:00:00.000Z',
  endsAt: '2026-03-10T21:00:00.000Z',
  currency: 'Rp.',
  timeZone: 'Asia/Jakarta',
  today: '2026-03-11',
  openingCash: 50_000,
  methods: [
    { method: 'CASH', orders: 2, paid: 250_000, expected: 300_000 },
    { method: 'EDC', orders: 1, paid: 40_000, expected: 40_000 },
  ],
  cancelled: { orders: 1, total: 30_000 },
  unpaid: { orders: 0, total: 0 },
  close: null,
};

function renderScreen(query: ReturnType<typeof vi.fn>, custom = vi.fn(), locale: Locale = 'en') {
  const getOne = vi.fn(() =>
    Promise.resolve({
      data: {
        id: RESTO_A,
        slug: 'warung',
        currency: 'Rp.',
        orderPlan: 'GLOBAL',
        timeZone: 'Asia/Jakarta',
        dayCutoff: '04:00',
      },
    }),
  );
  const getList = vi.fn(() => Promise.resolve({ data: [], total: 0 }));
  const dataProvider = {
    ...testDataProvider({
      getOne: getOne as unknown as DataProvider['getOne'],
      getList: getList as unknown as DataProvider['getList'],
    }),
    query,
    custom,
  };
  const view = render(
    <MemoryRouter initialEntries={[`/admin/day_close/${RESTO_A}?day=2026-03-10`]}>
      <AdminContext
        dataProvider={dataProvider}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        i18nProvider={i18nFor(locale)}
        store={memoryStore()}
        basename="/admin"
      >
        <Routes>
          <Route path="/admin/day_close/:restoUuid" element={<DayCloseScreen />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...view, getList };
}

const answering = (sheet: DaySheet | Error) =>
  vi.fn(() => (sheet instanceof Error ? Promise.reject(sheet) : Promise.resolve({ daySheet: sheet })));

describe('the Close the day screen', () => {
  it('asks for the day in its address, shows what each method should hold, and asks for a note where the count differs before it sends anything', async () => {
    const user = userEvent.setup();
    const query = answering(SHEET);
    const custom = vi.fn(() => Promise.resolve({ closeDay: { ...SHEET, id: 'c1', state: 'CLOSED' } }));
    const { container, getList } = renderScreen(query, custom);
    const cash = await screen.findByLabelText('Counted, Cash');
    expect(query).toHaveBeenCalledWith(
      'day_closes',
      expect.objectContaining({ variables: { restaurantId: RESTO_A, businessDay: '2026-03-10' } }),
    );
    expect(getList).toHaveBeenCalledWith(
      'day_closes',
      expect.objectContaining({ filter: { restaurantId: RESTO_A, dayFrom: '2026-03-01', dayUntil: '2026-03-31' } }),
    );
    expect(
      screen.getByText('Cash expected includes Rp. 50.000 opening cash, counted at the previous close.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Cancelled: 1 orders, Rp. 30.000 (not expected)')).toBeInTheDocument();

    await user.type(cash, '290000');
    await user.type(screen.getByLabelText('Counted, EDC'), '40000');
    expect(screen.getAllByText('Rp. -10.000', { selector: 'td' })).toHaveLength(2); // cash's difference, and the total's
    await user.click(screen.getByRole('button', { name: 'Close the day' }));
    expect(await screen.findByText('Say why the count differs from what the orders say')).toBeInTheDocument();
    expect(custom).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Note, Cash/), 'Change given twice');
    await user.click(screen.getByRole('button', { name: 'Close the day' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Close Tue, Mar 10, 2026?');
    await user.click(screen.getAllByRole('button', { name: 'Close the day' }).at(-1) as HTMLElement);
    expect(custom).toHaveBeenCalledWith(
      'day_closes',
      expect.objectContaining({
        variables: {
          input: {
            restaurantId: RESTO_A,
            businessDay: '2026-03-10',
            counts: [
              { method: 'CASH', counted: 290000, note: 'Change given twice', denominations: null },
              { method: 'EDC', counted: 40000, note: null, denominations: null },
            ],
          },
        },
      }),
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('counts cash note by note: the notes make the amount counted', async () => {
    const user = userEvent.setup();
    renderScreen(answering(SHEET));
    await user.click(await screen.findByRole('button', { name: 'Count notes and coins' }));
    await user.type(screen.getByLabelText('Number of Rp. 100.000'), '3');
    expect(screen.getByLabelText('Counted, Cash')).toHaveValue('300000');
    expect(screen.getAllByText('Rp. 0', { selector: 'td' }).length).toBeGreaterThan(0); // the difference of cash: none
  });

  it('says when the day cannot be read, with a retry', async () => {
    const logged = vi.mocked(console.error).mockImplementation(() => undefined);
    renderScreen(answering(new Error('down')));
    expect(await screen.findByText('Failed to load data. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(new Error('down'));
  });

  it('speaks Indonesian, and a restaurant that takes no payment method is told what to do', async () => {
    const { container } = renderScreen(answering({ ...SHEET, methods: [], openingCash: 0 }), vi.fn(), 'id');
    expect(
      await screen.findByText('Restoran ini tidak menerima metode pembayaran apa pun: aktifkan satu di pengaturannya.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hari-hari di Maret 2026' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("the month's chart of differences", () => {
  const close = (businessDay: string, state: DayClose['state'], counts: Array<[PaymentMethod, number]>): DayClose => ({
    id: businessDay,
    state,
    businessDay,
    openingCash: 0,
    expected: 0,
    counted: 0,
    difference: counts.reduce((sum, [, difference]) => sum + difference, 0),
    counts: counts.map(([method, difference]) => ({
      method,
      expected: 0,
      counted: difference,
      difference,
      note: null,
      denominations: [],
    })),
    closedAt: `${businessDay}T20:00:00.000Z`,
    closedByEmail: 'admin@restoboard.test',
    reopenedAt: null,
    reopenedByEmail: null,
    reopenReason: null,
  });

  it('has a point for every day, the differences of closed days only (a reopened day is being counted again), its methods in the usual order', () => {
    const { methods, points } = differencesByDay(
      ['2026-03-01', '2026-03-02', '2026-03-03'],
      [
        close('2026-03-03', 'CLOSED', [
          ['EDC', 5_000],
          ['CASH', -10_000],
        ]),
        close('2026-03-02', 'REOPENED', [['NQR', -1_000]]),
      ],
    );
    expect(methods).toEqual(['CASH', 'EDC']);
    expect(points).toEqual([
      { day: '2026-03-01' },
      { day: '2026-03-02' },
      { day: '2026-03-03', CASH: -10_000, EDC: 5_000 },
    ]);
  });
});
