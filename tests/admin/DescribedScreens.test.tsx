import EventSeatIcon from '@mui/icons-material/EventSeat';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import {
  AdminContext,
  memoryStore,
  Notification,
  ResourceContextProvider,
  testDataProvider,
  type DataProvider,
} from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Button, TextField, TextInput } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WAIT_FOR } from '../support/waitBudget';
import type { Locale, ResourceDescriptor } from '../../src/domain';
import { DATE_TIME } from '../../src/admin/lists/dateFormats';
import { describedResource } from '../../src/admin/resources/described';
import { RESTO_A } from './fixtures';
import { describedI18nFor, RESERVATIONS } from './support/describedFixture';

const RESOURCE = describedResource(RESERVATIONS, { icon: EventSeatIcon, after: 'app.nav.packageMenu' });
/** The same reservations, listed from the restaurant's today and filtered by their moment's days. */
const FROM_TODAY = describedResource(
  { ...RESERVATIONS, list: { ...RESERVATIONS.list, filters: ['status', 'reservedAt'], fromToday: 'reservedAt' } },
  { icon: EventSeatIcon, after: 'app.nav.packageMenu' },
);

beforeAll(async () => {
  // The screens are lazy chunks: fetched ahead, as the menu does, so that they render at once.
  for (const route of [...RESOURCE.routes, ...FROM_TODAY.routes]) route.screen.preload?.();
  await Promise.all([
    import('../../src/admin/resources/described/DescribedList'),
    import('../../src/admin/resources/described/DescribedCreate'),
    import('../../src/admin/resources/described/DescribedEdit'),
  ]);
});

const ROWS = [
  {
    id: 'r1',
    restaurantId: RESTO_A,
    guestName: 'Ayu Lestari',
    phone: null,
    partySize: 4,
    reservedAt: '2026-12-01T11:30:00.000Z',
    tableNumber: 1204,
    status: 'BOOKED',
    note: null,
  },
  {
    id: 'r2',
    restaurantId: RESTO_A,
    guestName: 'Budi Santoso',
    phone: '+62 812 555',
    partySize: 2,
    reservedAt: '2026-12-02T12:00:00.000Z',
    tableNumber: null,
    status: 'NO_SHOW',
    note: 'Window',
  },
];

/** The route's restaurant, unless a test says otherwise: on the viewer's own clock, its days turning at midnight. */
const viewersOwnRestaurant = (() =>
  Promise.resolve({
    data: {
      id: RESTO_A,
      slug: 'warung',
      currency: 'Rp.',
      orderPlan: 'GLOBAL',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      dayCutoff: '00:00',
    },
  })) as unknown as DataProvider['getOne'];

/** The screens are lazy: rendered in an awaited act, so that they have arrived when it ends. */
async function renderAt(
  path: string,
  dataProvider: Partial<DataProvider>,
  locale: Locale = 'en',
  resource = RESOURCE,
  fixture: ResourceDescriptor = RESERVATIONS,
) {
  await act(
    async () =>
      void render(
        <MemoryRouter initialEntries={[`/admin/${path}`]}>
          <AdminContext
            dataProvider={testDataProvider({ getOne: viewersOwnRestaurant, ...dataProvider })}
            queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
            i18nProvider={describedI18nFor(locale, fixture)}
            store={memoryStore()}
            basename="/admin"
          >
            <Suspense>
              <Routes>
                {resource.routes.map(({ path: routePath, resource, screen: Screen }) => (
                  <Route
                    key={routePath}
                    path={`/admin/${routePath}`}
                    element={
                      <ResourceContextProvider value={resource}>
                        <Screen />
                      </ResourceContextProvider>
                    }
                  />
                ))}
              </Routes>
            </Suspense>
            <Notification />
          </AdminContext>
        </MemoryRouter>,
      ),
  );
}

const listing = () =>
  vi.fn(() => Promise.resolve({ data: ROWS, total: ROWS.length })) as unknown as DataProvider['getList'];
const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('the default list of a described resource', () => {
  it("shows the route's restaurant's rows in the description's columns, sort and labels, enum values by their label", async () => {
    const getList = listing();
    await renderAt(`reservations/${RESTO_A}`, { getList });
    const row = (await screen.findByText('Ayu Lestari')).closest('tr') as HTMLElement;
    expect(headers()).toEqual(expect.arrayContaining(['Guest name', 'Party size', 'Date and time', 'Table', 'Status']));
    expect(within(row).getByText('Booked')).toBeInTheDocument();
    expect(within(row).getByText('1,204')).toBeInTheDocument();
    expect(within(row).getByText(new Date(ROWS[0].reservedAt).toLocaleString('en', DATE_TIME))).toBeInTheDocument();
    expect(screen.getByText('No-show')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'reservations',
      expect.objectContaining({ filter: { restaurantId: RESTO_A }, sort: { field: 'reservedAt', order: 'DESC' } }),
    );
    expect(screen.getByPlaceholderText('Search')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', `/admin/reservations_new/${RESTO_A}`);
  });

  it('speaks Indonesian: column labels, enum values and numbers as Indonesian writes them', async () => {
    await renderAt(`reservations/${RESTO_A}`, { getList: listing() }, 'id');
    const row = (await screen.findByText('Ayu Lestari')).closest('tr') as HTMLElement;
    expect(headers()).toEqual(
      expect.arrayContaining(['Nama tamu', 'Jumlah tamu', 'Tanggal dan jam', 'Meja', 'Status']),
    );
    expect(within(row).getByText('Dipesan')).toBeInTheDocument();
    expect(within(row).getByText('1.204')).toBeInTheDocument();
    expect(screen.getByText('Tidak datang')).toBeInTheDocument();
  });

  it('filters by status with the same labels', async () => {
    const getList = listing();
    await renderAt(`reservations/${RESTO_A}`, { getList });
    await screen.findByText('Ayu Lestari');
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Seated' }));
    await vi.waitFor(
      () =>
        expect(getList).toHaveBeenLastCalledWith(
          'reservations',
          expect.objectContaining({ filter: { restaurantId: RESTO_A, status: 'SEATED' } }),
        ),
      WAIT_FOR,
    );
  });

  it('deletes the rows chosen together, after a confirmation', async () => {
    const deleteMany = vi.fn(() => Promise.resolve({ data: ['r1', 'r2'] })) as unknown as DataProvider['deleteMany'];
    await renderAt(`reservations/${RESTO_A}`, { getList: listing(), deleteMany });
    await screen.findByText('Ayu Lestari');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(deleteMany).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(
      () => expect(deleteMany).toHaveBeenCalledWith('reservations', expect.objectContaining({ ids: ['r1', 'r2'] })),
      WAIT_FOR,
    );
  });

  it('without rows it says so and still offers to create one', async () => {
    await renderAt(`reservations/${RESTO_A}`, {
      getList: vi.fn(() => Promise.resolve({ data: [], total: 0 })) as unknown as DataProvider['getList'],
    });
    expect(await screen.findByText('No reservations yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', `/admin/reservations_new/${RESTO_A}`);
  });
});

/** The form's labels as shown, required marks included (the mark is hidden from the inputs' accessible names). */
const shownLabels = () =>
  Array.from(document.querySelectorAll('form .MuiInputLabel-root'), (label) => label.textContent?.replace(/\s+/g, ' '));

/**
 * Types a moment into the date-time picker labelled `name`, section by section, as a person does (English: month, day,
 * year, hours, minutes, AM/PM).
 */
async function typeMoment(name: string, keys: Record<string, string>) {
  for (const section of within(screen.getByRole('group', { name })).getAllByRole('spinbutton')) {
    await userEvent.click(section);
    await userEvent.keyboard(keys[section.getAttribute('aria-label') ?? ''] ?? '');
  }
}

describe('the default form of a described resource', () => {
  it("has a labelled input per field in the description's order, required ones marked, the restaurant not shown", async () => {
    await renderAt(`reservations_new/${RESTO_A}`, {});
    await screen.findByRole('textbox', { name: 'Guest name' });
    expect(shownLabels()).toEqual([
      'Guest name *',
      'Phone',
      'Party size *',
      'Date and time *',
      'Table',
      'Status *',
      'Note',
    ]);
    expect(screen.getByRole('textbox', { name: 'Guest name' })).toHaveAttribute('maxlength', '100');
    expect(screen.getByRole('spinbutton', { name: 'Party size' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
  });

  it('a party size beyond 50 says the rule’s message on the field, and nothing is saved', async () => {
    const create = vi.fn() as unknown as DataProvider['create'];
    await renderAt(`reservations_new/${RESTO_A}`, { create });
    const partySize = await screen.findByRole('spinbutton', { name: 'Party size' });
    await userEvent.type(partySize, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Maximum value for Party size is 50')).toBeInTheDocument();
    expect(partySize).toHaveAccessibleDescription('Maximum value for Party size is 50');
    expect(create).not.toHaveBeenCalled();
  });

  it("saves with the route's restaurant, then goes back to its list", async () => {
    const create = vi.fn((_resource: string, { data }: { data: Record<string, unknown> }) =>
      Promise.resolve({ data: { ...data, id: 'r9' } }),
    ) as unknown as DataProvider['create'];
    await renderAt(`reservations_new/${RESTO_A}`, {
      create,
      getList: vi.fn(() => Promise.resolve({ data: [], total: 0 })) as unknown as DataProvider['getList'],
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Guest name' }), 'Citra');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Party size' }), '6');
    await typeMoment('Date and time', {
      Month: '12',
      Day: '24',
      Year: '2026',
      Hours: '07',
      Minutes: '30',
      Meridiem: 'p',
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Booked' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(
      () =>
        expect(create).toHaveBeenCalledWith(
          'reservations',
          expect.objectContaining({
            data: expect.objectContaining({
              restaurantId: RESTO_A,
              guestName: 'Citra',
              partySize: 6,
              status: 'BOOKED',
              reservedAt: new Date(2026, 11, 24, 19, 30).toISOString(),
            }),
          }),
        ),
      WAIT_FOR,
    );
    expect(await screen.findByText('No reservations yet.')).toBeInTheDocument();
  });

  it("a row opens its record, which can be deleted after a confirmation, then back to its restaurant's list", async () => {
    const getOne = vi.fn(() => Promise.resolve({ data: ROWS[0] })) as unknown as DataProvider['getOne'];
    const deleteOne = vi.fn(() => Promise.resolve({ data: ROWS[0] })) as unknown as DataProvider['delete'];
    const getList = listing();
    await renderAt(`reservations/${RESTO_A}`, { getList, getOne, delete: deleteOne });
    await userEvent.click(await screen.findByText('Ayu Lestari'));
    expect(await screen.findByDisplayValue('Ayu Lestari')).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('reservations', expect.objectContaining({ id: 'r1' }));
    expect(screen.getByRole('spinbutton', { name: 'Party size' })).toHaveValue(4);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(
      () => expect(deleteOne).toHaveBeenCalledWith('reservations', expect.objectContaining({ id: 'r1' })),
      WAIT_FOR,
    );
    expect(await screen.findByRole('columnheader', { name: 'Guest name' })).toBeInTheDocument();
    expect(getList).toHaveBeenLastCalledWith(
      'reservations',
      expect.objectContaining({ filter: { restaurantId: RESTO_A } }),
    );
  });

  it('the labels and the required message speak Indonesian', async () => {
    await renderAt(`reservations_new/${RESTO_A}`, {}, 'id');
    const guest = await screen.findByRole('textbox', { name: 'Nama tamu' });
    expect(shownLabels()).toEqual([
      'Nama tamu *',
      'Telepon',
      'Jumlah tamu *',
      'Tanggal dan jam *',
      'Meja',
      'Status *',
      'Catatan',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findAllByText('Tidak boleh kosong')).not.toHaveLength(0);
    expect(guest).toHaveAccessibleDescription('Tidak boleh kosong');
  });
});

/** A restaurant a quarter-hour off any whole or half hour (UTC+05:45), whose business day turns at 04:00. */
const KATHMANDU = {
  id: RESTO_A,
  slug: 'dal-bhat',
  currency: 'Rp.',
  orderPlan: 'GLOBAL',
  timeZone: 'Asia/Kathmandu',
  dayCutoff: '04:00',
};
const restaurantOne = (resource: string, { id }: { id: unknown }) =>
  Promise.resolve({ data: resource === 'restaurants' ? KATHMANDU : { ...ROWS[0], id } });
const onKathmanduClock = (iso: string) =>
  new Date(iso).toLocaleString('en', { ...DATE_TIME, timeZone: 'Asia/Kathmandu' });

describe("a described resource's moments on the restaurant's clock and days", () => {
  afterEach(() => void vi.useRealTimers());

  it("opens at the restaurant's today, by its business day, and shows moments on its clock with the zone named", async () => {
    // 02:45 on 30 November in Kathmandu: before the 04:00 cut-off, so still the business day of the 29th.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T21:00:00Z') });
    const getList = listing();
    await renderAt(
      `reservations/${RESTO_A}`,
      { getList, getOne: vi.fn(restaurantOne) as unknown as DataProvider['getOne'] },
      'en',
      FROM_TODAY,
    );
    const row = (await screen.findByText('Ayu Lestari')).closest('tr') as HTMLElement;
    // From 04:00 of the 29th in Kathmandu, which is 22:15 UTC on the 28th.
    expect(getList).toHaveBeenCalledWith(
      'reservations',
      expect.objectContaining({ filter: { restaurantId: RESTO_A, reservedAtFrom: '2026-11-28T22:15:00.000Z' } }),
    );
    expect(within(row).getByText(onKathmanduClock(ROWS[0].reservedAt))).toHaveTextContent('5:15');
    expect(screen.getByText(/Times and days on the restaurant's clock: .*Kathmandu/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Date and time from' })).toBeInTheDocument();
  });

  it("filters until a day as the instant that business day ends, the next 04:00 on the restaurant's clock", async () => {
    const getList = listing();
    await renderAt(
      `reservations/${RESTO_A}`,
      { getList, getOne: vi.fn(restaurantOne) as unknown as DataProvider['getOne'] },
      'en',
      FROM_TODAY,
    );
    await screen.findByText('Ayu Lestari');
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Date and time until' }));
    await screen.findByRole('group', { name: 'Date and time until' });
    await typeMoment('Date and time until', { Month: '12', Day: '05', Year: '2026' });
    await vi.waitFor(
      () =>
        expect(getList).toHaveBeenLastCalledWith(
          'reservations',
          expect.objectContaining({
            filter: expect.objectContaining({ reservedAtBefore: '2026-12-05T22:15:00.000Z' }),
          }),
        ),
      WAIT_FOR,
    );
  });

  it("names the period's inputs in Indonesian", async () => {
    await renderAt(
      `reservations/${RESTO_A}`,
      { getList: listing(), getOne: vi.fn(restaurantOne) as unknown as DataProvider['getOne'] },
      'id',
      FROM_TODAY,
    );
    await screen.findByText('Ayu Lestari');
    expect(screen.getByRole('group', { name: 'Tanggal dan jam dari' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tambah filter' }));
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Tanggal dan jam sampai' })).toBeInTheDocument();
  });

  it("takes a moment typed in the form on the restaurant's clock", async () => {
    const create = vi.fn((_resource: string, { data }: { data: Record<string, unknown> }) =>
      Promise.resolve({ data: { ...data, id: 'r9' } }),
    ) as unknown as DataProvider['create'];
    await renderAt(`reservations_new/${RESTO_A}`, {
      create,
      getOne: vi.fn(restaurantOne) as unknown as DataProvider['getOne'],
      getList: vi.fn(() => Promise.resolve({ data: [], total: 0 })) as unknown as DataProvider['getList'],
    });
    expect(await screen.findByText(/Times and days on the restaurant's clock: .*Kathmandu/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Guest name' }), 'Citra');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Party size' }), '6');
    await typeMoment('Date and time', {
      Month: '12',
      Day: '24',
      Year: '2026',
      Hours: '07',
      Minutes: '30',
      Meridiem: 'p',
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Booked' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // 19:30 in Kathmandu is 13:45 UTC.
    await vi.waitFor(
      () =>
        expect(create).toHaveBeenCalledWith(
          'reservations',
          expect.objectContaining({ data: expect.objectContaining({ reservedAt: '2026-12-24T13:45:00.000Z' }) }),
        ),
      WAIT_FOR,
    );
  });
});

/**
 * The reservations with what a resource adds without a screen of its own: a computed column and a hint (labels beyond
 * the input fields), its own cell, filter and buttons, at a path of its own, seated from the row (no edit screen).
 */
const SLOTTED_DESCRIPTION = {
  ...RESERVATIONS,
  labels: {
    en: {
      ...RESERVATIONS.labels.en,
      extra: { visits: 'Visits' },
      helpers: { guestName: 'As the guest gave it' },
    },
    id: {
      ...RESERVATIONS.labels.id,
      extra: { visits: 'Kunjungan' },
      helpers: { guestName: 'Seperti yang diberikan tamu' },
    },
  },
  kinds: { ...RESERVATIONS.kinds, visits: { kind: 'integer' as const } },
  list: { ...RESERVATIONS.list, columns: ['guestName', 'visits', 'status'] },
};
const SLOTTED = describedResource(SLOTTED_DESCRIPTION, {
  icon: EventSeatIcon,
  after: 'app.nav.packageMenu',
  paths: { list: 'bookings/:restoUuid' },
  screens: { edit: null },
  list: {
    cells: { guestName: <TextField source="guestName" sx={{ fontWeight: 'bold' }} data-testid="own-cell" /> },
    filters: [<TextInput key="phone" source="phone" label="Phone number" />],
    actions: <Button label="Walk-in" />,
    rowActions: <Button label="Seat" />,
  },
});

describe('the slots of a described list', () => {
  beforeAll(() => {
    for (const route of SLOTTED.routes) route.screen.preload?.();
  });

  it('draws its own cell, a computed column (labelled, not sorted by), its buttons, at its own path', async () => {
    const getList = vi.fn(() =>
      Promise.resolve({ data: ROWS.map((row, i) => ({ ...row, visits: 1200 + i })), total: ROWS.length }),
    ) as unknown as DataProvider['getList'];
    await renderAt(`bookings/${RESTO_A}`, { getList }, 'en', SLOTTED, SLOTTED_DESCRIPTION);
    const row = (await screen.findByText('Ayu Lestari')).closest('tr') as HTMLElement;
    expect(headers()).toEqual(expect.arrayContaining(['Guest name', 'Visits', 'Status']));
    expect(within(row).getByTestId('own-cell')).toHaveTextContent('Ayu Lestari');
    expect(within(row).getByText('1,200')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Seat' })).toBeInTheDocument();
    const header = (name: string) => screen.getAllByRole('columnheader').find((cell) => cell.textContent === name);
    expect(within(header('Guest name') as HTMLElement).queryByRole('button')).not.toBeNull();
    expect(within(header('Visits') as HTMLElement).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Walk-in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', `/admin/reservations_new/${RESTO_A}`);
    expect(SLOTTED.routes.map((route) => route.path)).toEqual(['bookings/:restoUuid', 'reservations_new/:restoUuid']);
  });

  it("offers its own filter after the description's, and sends it", async () => {
    const getList = listing();
    await renderAt(`bookings/${RESTO_A}`, { getList }, 'en', SLOTTED, SLOTTED_DESCRIPTION);
    await screen.findByText('Ayu Lestari');
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Status' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Phone number' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Phone number' }), '0812');
    await vi.waitFor(
      () =>
        expect(getList).toHaveBeenLastCalledWith(
          'reservations',
          expect.objectContaining({ filter: { restaurantId: RESTO_A, phone: '0812' } }),
        ),
      WAIT_FOR,
    );
  });

  it('shows a hint under an input, in the language of the form', async () => {
    await renderAt(`reservations_new/${RESTO_A}`, {}, 'id', SLOTTED, SLOTTED_DESCRIPTION);
    expect(await screen.findByText('Seperti yang diberikan tamu')).toBeInTheDocument();
  });
});
