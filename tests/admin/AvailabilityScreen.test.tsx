import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, HttpError, memoryStore, Notification, testDataProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { i18nFor } from './i18nFor';
import AvailabilityScreen from '../../src/admin/resources/menus/availability/AvailabilityScreen';
import { RESTO_A } from './fixtures';

const CATEGORIES = [
  { id: 'c1', name: 'Drinks', position: 0 },
  { id: 'c2', name: 'Soups', position: 1 },
];
const menu = (
  id: string,
  name: string,
  categoryId: string | null,
  soldOutUntil: string | null = null,
  offer: { status?: string; hidden?: boolean } = {},
) => ({
  id,
  name,
  categoryId,
  imageUrl: null,
  soldOutUntil,
  available: soldOutUntil === null,
  status: offer.status ?? 'ACTIVE',
  hidden: offer.hidden ?? false,
});

/** What selling out affects, as menuImpact answers it: nothing by default. */
const impactOf = (extra: Record<string, unknown> = {}) => ({
  menuImpact: {
    restaurantId: RESTO_A,
    problemCount: 0,
    problems: [],
    packageGroupCount: 0,
    packageGroups: [],
    menuCount: 1,
    featuredCount: 0,
    menus: [],
    feedCount: 0,
    feeds: [],
    promoCount: 0,
    promos: [],
    copyCount: 0,
    copies: [],
    ...extra,
  },
});

function renderScreen(
  custom: ReturnType<typeof vi.fn>,
  menus: () => ReturnType<typeof menu>[],
  query: ReturnType<typeof vi.fn> = vi.fn(() => Promise.resolve(impactOf())),
) {
  const getList = vi.fn((resource: string) => {
    const data = resource === 'menu_categories' ? CATEGORIES : menus();
    return Promise.resolve({ data, total: data.length });
  });
  // The restaurant: its clock is the one "sold out until" is read on.
  const getOne = vi.fn(() =>
    Promise.resolve({
      data: {
        id: RESTO_A,
        slug: 'warung',
        currency: 'Rp.',
        orderPlan: 'GLOBAL',
        timeZone: 'Asia/Jakarta',
        dayCutoff: '00:00',
      },
    }),
  );
  const dataProvider = {
    ...testDataProvider({
      getList: getList as unknown as DataProvider['getList'],
      getOne: getOne as unknown as DataProvider['getOne'],
    }),
    custom,
    query,
  };
  render(
    <MemoryRouter initialEntries={[`/admin/menu_availability/${RESTO_A}`]}>
      <AdminContext
        dataProvider={dataProvider}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        i18nProvider={i18nFor('en')}
        store={memoryStore()}
        basename="/admin"
      >
        <Routes>
          <Route path="/admin/menu_availability/:restoUuid" element={<AvailabilityScreen />} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { getList };
}

describe('the availability screen', () => {
  it("lists every menu under its category, in the categories' order, those without one last", async () => {
    renderScreen(vi.fn(), () => [menu('m1', 'Bakso', 'c2'), menu('m2', 'Es Jeruk', 'c1'), menu('m3', 'Kerupuk', null)]);
    await screen.findByText('Bakso');
    const headings = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(headings).toEqual(['Drinks', 'Soups', 'Without category']);
  });

  it('a menu guests are not offered (a draft, an inactive or a hidden one) says so, its switch off and disabled', async () => {
    renderScreen(vi.fn(), () => [
      menu('m1', 'Bakso', 'c2', null, { status: 'DRAFT' }),
      menu('m2', 'Es Jeruk', 'c1', null, { hidden: true }),
      menu('m3', 'Kerupuk', 'c1', null, { status: 'INACTIVE' }),
      menu('m4', 'Soto', 'c2'),
    ]);
    const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
    for (const [name, state] of [
      ['Bakso', 'Not on sale: Draft'],
      ['Es Jeruk', 'Hidden from guests'],
      ['Kerupuk', 'Not on sale: Inactive'],
    ]) {
      const row = await rowOf(name);
      expect(within(row).getByText(state)).toBeInTheDocument();
      const toggle = within(row).getByRole('switch', { name: `${name} available` });
      expect([(toggle as HTMLInputElement).checked, (toggle as HTMLInputElement).disabled]).toEqual([false, true]);
    }
    const soto = await rowOf('Soto');
    expect(within(soto).getByText('Available')).toBeInTheDocument();
    expect((within(soto).getByRole('switch', { name: 'Soto available' }) as HTMLInputElement).checked).toBe(true);
  });

  it('switching a menu off sells it out for the chosen duration and shows until when', async () => {
    let soldOut: string | null = null;
    const custom = vi.fn(() => ((soldOut = '2030-01-01T10:00:00.000Z'), Promise.resolve({})));
    renderScreen(custom, () => [menu('m1', 'Bakso', 'c2', soldOut)]);
    const row = (await screen.findByText('Bakso')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('combobox', { name: 'Bakso sold out for' }));
    await userEvent.click(await screen.findByRole('option', { name: '3 Days' }));
    expect(custom).not.toHaveBeenCalled(); // choosing a duration for an available menu changes nothing yet
    await userEvent.click(within(row).getByRole('switch', { name: 'Bakso available' }));
    expect(custom).toHaveBeenCalledWith(
      'menus',
      expect.objectContaining({ variables: { ids: ['m1'], available: false, soldOutFor: 'THREE_DAYS' } }),
    );
    expect(await within(row).findByText(/Sold out until/)).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Bakso available' })).not.toBeChecked();
  });

  it('selling out the only choice of a package group asks first, naming the package: Cancel leaves it on sale, Sell out sells it out', async () => {
    const problem = {
      rule: 'PACKAGE_GROUP_UNSATISFIABLE',
      resource: 'package_menus',
      recordId: 'p1',
      recordName: 'Lunch set',
      detailId: 'g1',
      restaurantId: RESTO_A,
      values: [
        { name: 'group', value: 'Main' },
        { name: 'min', value: '1' },
        { name: 'available', value: '0' },
      ],
    };
    const query = vi.fn(() => Promise.resolve(impactOf({ problemCount: 1, problems: [problem] })));
    const custom = vi.fn(() => Promise.resolve({}));
    renderScreen(custom, () => [menu('m1', 'Bakso', 'c2')], query);
    await userEvent.click(await screen.findByRole('switch', { name: 'Bakso available' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sell out “Bakso”?' });
    expect(query).toHaveBeenCalledWith(
      'menus',
      expect.objectContaining({ variables: { changes: [{ kind: 'SELL_OUT_MENU', ids: ['m1'] }] } }),
    );
    const packages = within(dialog).getByRole('list', { name: 'Package menus that can no longer be ordered' });
    expect(packages).toHaveTextContent('Lunch set: Group “Main” needs at least 1, but 0 can be chosen now');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(custom).not.toHaveBeenCalled();
    expect(await screen.findByRole('switch', { name: 'Bakso available' })).toBeChecked();

    await userEvent.click(screen.getByRole('switch', { name: 'Bakso available' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sell out' }));
    expect(custom).toHaveBeenCalledWith(
      'menus',
      expect.objectContaining({ variables: { ids: ['m1'], available: false, soldOutFor: 'HOUR' } }),
    );
  });

  it('a sale that leaves a package group at its minimum asks first; one that leaves choices to spare goes ahead', async () => {
    const family = {
      packageId: 'p2',
      packageName: 'Family set',
      group: 'Mains',
      min: 2,
      available: 2,
      atMinimum: true,
    };
    // Bakso is one of the Family set's last two mains; Soto one of a rice box's three sides that needs one.
    const query = vi.fn((_resource: string, { variables }: { variables: { changes: { ids: string[] }[] } }) =>
      Promise.resolve(
        impactOf({
          packageGroupCount: 1,
          packageGroups: [
            variables.changes[0].ids[0] === 'm1'
              ? family
              : { ...family, packageName: 'Rice box', group: 'Side', min: 1, available: 3, atMinimum: false },
          ],
        }),
      ),
    );
    const custom = vi.fn(() => Promise.resolve({}));
    renderScreen(custom, () => [menu('m1', 'Bakso', 'c2'), menu('m2', 'Soto', 'c2')], query);
    await userEvent.click(await screen.findByRole('switch', { name: 'Bakso available' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sell out “Bakso”?' });
    expect(within(dialog).getByRole('list', { name: 'Package menus left with fewer choices' })).toHaveTextContent(
      'Family set: Mains: 2 choices left, needs 2',
    );
    await userEvent.keyboard('{Escape}');
    expect(custom).not.toHaveBeenCalled();

    await userEvent.click(await screen.findByRole('switch', { name: 'Soto available' }));
    await waitFor(() =>
      expect(custom).toHaveBeenCalledWith(
        'menus',
        expect.objectContaining({ variables: { ids: ['m2'], available: false, soldOutFor: 'HOUR' } }),
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a failure says "Unable to update menu availability. Please try again." and the switch returns to the real state', async () => {
    // The data provider fails a call with its own `failure` key as that message (errorMapping's toUserError).
    const custom = vi.fn((_resource: string, call: { failure?: string }) =>
      Promise.reject(new HttpError(call.failure ?? 'offline', 400)),
    );
    // react-admin logs every failed data-provider call in development: that one log, and no other, is expected here.
    const logged: unknown[][] = [];
    vi.mocked(console.error).mockImplementation((...args: unknown[]) => void logged.push(args));
    renderScreen(custom, () => [menu('m1', 'Bakso', 'c2')]);
    const toggle = await screen.findByRole('switch', { name: 'Bakso available' });
    await userEvent.click(toggle);
    expect(await screen.findByText('Unable to update menu availability. Please try again.')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Bakso available' })).toBeChecked();
    expect(logged).toEqual([[new HttpError('errors.failedAvailability', 400)]]);
  });
});
