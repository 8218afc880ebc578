import EventSeatIcon from '@mui/icons-material/EventSeat';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { AdminContext, memoryStore, Notification, ResourceContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { WAIT_FOR } from '../support/waitBudget';
import type { Locale } from '../../src/domain';
import { DATE_TIME } from '../../src/admin/lists/dateFormats';
import { describedResource } from '../../src/admin/resources/described';
import { RESTO_A } from './fixtures';
import { describedI18nFor, RESERVATIONS } from './support/describedFixture';

const RESOURCE = describedResource(RESERVATIONS, { icon: EventSeatIcon, after: 'app.nav.packageMenu' });

beforeAll(async () => {
  // The screens are lazy chunks: fetched ahead, as the menu does, so that they render at once.
  for (const route of RESOURCE.routes) route.screen.preload?.();
  await Promise.all([import('../../src/admin/resources/described/DescribedList'), import('../../src/admin/resources/described/DescribedCreate'), import('../../src/admin/resources/described/DescribedEdit')]);
});

const ROWS = [
  { id: 'r1', restaurantId: RESTO_A, guestName: 'Ayu Lestari', phone: null, partySize: 4, reservedAt: '2026-12-01T11:30:00.000Z', tableNumber: 1204, status: 'BOOKED', note: null },
  { id: 'r2', restaurantId: RESTO_A, guestName: 'Budi Santoso', phone: '+62 812 555', partySize: 2, reservedAt: '2026-12-02T12:00:00.000Z', tableNumber: null, status: 'NO_SHOW', note: 'Window' },
];

/** The screens are lazy: rendered in an awaited act, so that they have arrived when it ends. */
async function renderAt(path: string, dataProvider: Partial<DataProvider>, locale: Locale = 'en') {
  await act(async () => void render(
    <MemoryRouter initialEntries={[`/admin/${path}`]}>
      <AdminContext
        dataProvider={testDataProvider(dataProvider)}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        i18nProvider={describedI18nFor(locale)}
        store={memoryStore()}
        basename="/admin"
      >
        <Suspense>
          <Routes>
            {RESOURCE.routes.map(({ path: routePath, resource, screen: Screen }) => (
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
  ));
}

const listing = () => vi.fn(() => Promise.resolve({ data: ROWS, total: ROWS.length })) as unknown as DataProvider['getList'];
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
    expect(getList).toHaveBeenCalledWith('reservations', expect.objectContaining({ filter: { restaurantId: RESTO_A }, sort: { field: 'reservedAt', order: 'DESC' } }));
    expect(screen.getByPlaceholderText('Search')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', `/admin/reservations_new/${RESTO_A}`);
  });

  it('speaks Indonesian: column labels, enum values and numbers as Indonesian writes them', async () => {
    await renderAt(`reservations/${RESTO_A}`, { getList: listing() }, 'id');
    const row = (await screen.findByText('Ayu Lestari')).closest('tr') as HTMLElement;
    expect(headers()).toEqual(expect.arrayContaining(['Nama tamu', 'Jumlah tamu', 'Tanggal dan jam', 'Meja', 'Status']));
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
    await vi.waitFor(() => expect(getList).toHaveBeenLastCalledWith('reservations', expect.objectContaining({ filter: { restaurantId: RESTO_A, status: 'SEATED' } })), WAIT_FOR);
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
    await vi.waitFor(() => expect(deleteMany).toHaveBeenCalledWith('reservations', expect.objectContaining({ ids: ['r1', 'r2'] })), WAIT_FOR);
  });

  it('without rows it says so and still offers to create one', async () => {
    await renderAt(`reservations/${RESTO_A}`, { getList: vi.fn(() => Promise.resolve({ data: [], total: 0 })) as unknown as DataProvider['getList'] });
    expect(await screen.findByText('No reservations yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', `/admin/reservations_new/${RESTO_A}`);
  });
});

/** The form's labels as shown, required marks included (the mark is hidden from the inputs' accessible names). */
const shownLabels = () => Array.from(document.querySelectorAll('form .MuiInputLabel-root'), (label) => label.textContent?.replace(/\s+/g, ' '));

/** Types a moment into the date-time picker labelled `name`, section by section, as a person does (English: month, day, year, hours, minutes, AM/PM). */
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
    expect(shownLabels()).toEqual(['Guest name *', 'Phone', 'Party size *', 'Date and time *', 'Table', 'Status *', 'Note']);
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
    const create = vi.fn((_resource: string, { data }: { data: Record<string, unknown> }) => Promise.resolve({ data: { ...data, id: 'r9' } })) as unknown as DataProvider['create'];
    await renderAt(`reservations_new/${RESTO_A}`, { create, getList: vi.fn(() => Promise.resolve({ data: [], total: 0 })) as unknown as DataProvider['getList'] });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Guest name' }), 'Citra');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Party size' }), '6');
    await typeMoment('Date and time', { Month: '12', Day: '24', Year: '2026', Hours: '07', Minutes: '30', Meridiem: 'p' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Booked' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'reservations',
        expect.objectContaining({ data: expect.objectContaining({ restaurantId: RESTO_A, guestName: 'Citra', partySize: 6, status: 'BOOKED', reservedAt: new Date(2026, 11, 24, 19, 30).toISOString() }) }),
      ), WAIT_FOR
    );
    expect(await screen.findByText('No reservations yet.')).toBeInTheDocument();
  });

  it('a row opens its record, which can be deleted after a confirmation, then back to its restaurant\'s list', async () => {
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
    await vi.waitFor(() => expect(deleteOne).toHaveBeenCalledWith('reservations', expect.objectContaining({ id: 'r1' })), WAIT_FOR);
    expect(await screen.findByRole('columnheader', { name: 'Guest name' })).toBeInTheDocument();
    expect(getList).toHaveBeenLastCalledWith('reservations', expect.objectContaining({ filter: { restaurantId: RESTO_A } }));
  });

  it('the labels and the required message speak Indonesian', async () => {
    await renderAt(`reservations_new/${RESTO_A}`, {}, 'id');
    const guest = await screen.findByRole('textbox', { name: 'Nama tamu' });
    expect(shownLabels()).toEqual(['Nama tamu *', 'Telepon', 'Jumlah tamu *', 'Tanggal dan jam *', 'Meja', 'Status *', 'Catatan']);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findAllByText('Tidak boleh kosong')).not.toHaveLength(0);
    expect(guest).toHaveAccessibleDescription('Tidak boleh kosong');
  });
});
