import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from './support/axe';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../src/domain';
import type { MenuHealth } from '../../src/admin/resources/menu_health/MenuHealth';
import { MenuHealthScreen } from '../../src/admin/resources/menu_health/MenuHealthScreen';
import { ADMIN_ROUTES } from '../../src/admin/routes';
import { AdminRoutesContext } from '../../src/admin/routing/adminRoutes';
import { RESTO_A } from './fixtures';
import { i18nFor } from './i18nFor';

const PACKAGE = '44444444-4444-4444-8444-444444444444';
const MENU = '55555555-5555-4555-8555-555555555555';

const SICK: MenuHealth = {
  restaurantId: RESTO_A,
  restaurantName: 'Warung Nusantara',
  count: 3,
  rules: [
    {
      rule: 'PACKAGE_GROUP_UNSATISFIABLE',
      count: 1,
      problems: [
        {
          rule: 'PACKAGE_GROUP_UNSATISFIABLE',
          resource: 'package_menus',
          recordId: PACKAGE,
          recordName: 'Lunch Set',
          detailId: 'g1',
          restaurantId: RESTO_A,
          values: [
            { name: 'group', value: 'Main' },
            { name: 'min', value: '2' },
            { name: 'available', value: '1' },
          ],
        },
      ],
    },
    {
      rule: 'NO_ORDER_TYPE',
      count: 2,
      problems: [
        {
          rule: 'NO_ORDER_TYPE',
          resource: 'menus',
          recordId: MENU,
          recordName: 'Table Soup',
          detailId: null,
          restaurantId: RESTO_A,
          values: [
            { name: 'reason', value: 'OUTSIDE_PLAN' },
            { name: 'plan', value: 'DELIVERY_N_TAKE_AWAY' },
            { name: 'orderTypes', value: 'DINE_IN' },
          ],
        },
      ],
    },
  ],
};

const answering = (health: MenuHealth | Error) =>
  vi.fn(() => (health instanceof Error ? Promise.reject(health) : Promise.resolve({ menuHealth: health })));

function renderScreen(query: ReturnType<typeof vi.fn>, locale: Locale = 'en') {
  return render(
    <MemoryRouter initialEntries={[`/admin/menu_health/${RESTO_A}`]}>
      <AdminContext
        dataProvider={{ ...testDataProvider(), query }}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        i18nProvider={i18nFor(locale)}
        store={memoryStore()}
        basename="/admin"
      >
        <AdminRoutesContext value={ADMIN_ROUTES}>
          <Routes>
            <Route path="/admin/menu_health/:restoUuid" element={<MenuHealthScreen />} />
          </Routes>
        </AdminRoutesContext>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the Menu health screen', () => {
  it("asks for the restaurant of its path and lists each rule's problems under its title, each record linked to where it is fixed", async () => {
    const query = answering(SICK);
    const { container } = renderScreen(query);
    const section = await screen.findByRole('region', { name: 'Package menus that cannot be ordered (1)' });
    expect(query).toHaveBeenCalledWith(
      'menu_health',
      expect.objectContaining({ variables: { restaurantId: RESTO_A } }),
    );
    expect(screen.getByText('3 problems')).toBeInTheDocument();
    // Each link opens the form on the field to fix, and its Save comes back here.
    const back = `back=menu_health%2F${RESTO_A}`;
    expect(within(section).getByRole('link', { name: 'Lunch Set' })).toHaveAttribute(
      'href',
      `/admin/package_menu_edit/${PACKAGE}?fix=groups&${back}`,
    );
    expect(within(section).getByText('Group “Main” needs at least 2, but 1 can be chosen now')).toBeInTheDocument();
    const orderTypes = screen.getByRole('region', { name: 'Items sold for no order type (2)' });
    expect(within(orderTypes).getByRole('link', { name: 'Table Soup' })).toHaveAttribute(
      'href',
      `/admin/menu_edit/${MENU}?fix=orderTypes&${back}`,
    );
    expect(
      within(orderTypes).getByText(
        "Sold only for Dine in, which the restaurant's order plan (Delivery & take away) does not offer",
      ),
    ).toBeInTheDocument();
    expect(
      within(orderTypes).getByText('The first 1 of 2 are listed: once they are fixed, the next ones come up.'),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('speaks Indonesian', async () => {
    const { container } = renderScreen(answering(SICK), 'id');
    const section = await screen.findByRole('region', { name: 'Menu paket yang tidak dapat dipesan (1)' });
    expect(
      within(section).getByText('Grup “Main” membutuhkan paling sedikit 2, tetapi hanya 1 yang dapat dipilih sekarang'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Hanya dijual untuk Makan di tempat, yang tidak ditawarkan paket pesanan restoran (Pesan antar & bawa pulang)',
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when there is nothing to fix, in both languages', async () => {
    const healthy = { ...SICK, count: 0, rules: [] };
    const english = renderScreen(answering(healthy));
    expect(await screen.findByText('No problems found')).toBeInTheDocument();
    expect(await axeViolations(english.container)).toEqual([]);
    english.unmount();
    renderScreen(answering(healthy), 'id');
    expect(await screen.findByText('Tidak ada masalah ditemukan')).toBeInTheDocument();
  });

  it('shows progress while it works, then a failure with a retry that asks again', async () => {
    // react-query logs a failed read in development.
    const logged = vi.mocked(console.error).mockImplementation(() => undefined);
    let fail = true;
    const query = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve({ menuHealth: SICK })));
    renderScreen(query);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Refresh' });
    expect(screen.getByText('Failed to load data. Please try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('region', { name: 'Package menus that cannot be ordered (1)' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(new Error('offline'));
  });
});
