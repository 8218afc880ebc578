import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { i18nFor } from './i18nFor';
import { buildAuthProvider } from '../../src/admin/providers/authProvider';
import { writeProfile, type StoredProfile } from '../../src/admin/providers/profileCookie';
import { ADMIN_ROUTES } from '../../src/admin/routes';
import type { AdminRoute } from '../../src/admin/routing/AdminRoute';
import { GuardedRoute } from '../../src/admin/routing/GuardedRoute';
import { STORE_KEYS } from '../../src/admin/store';
import { ADMIN_A, RESTO_A, RESTO_B, SUPERADMIN } from './fixtures';

/** The real routes and guards; each screen replaced by its path, so the guard alone is under test. */
const ROUTES: AdminRoute[] = ADMIN_ROUTES.map((route) => ({ ...route, screen: () => <p>Screen {route.path}</p> }));

function renderAt(url: string, profile: StoredProfile, store = memoryStore()) {
  writeProfile(profile);
  const identity = vi.fn(() => Promise.resolve({ id: 'u1', fullName: 'Demo' }));
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext
        authProvider={buildAuthProvider(store, identity, () => Promise.resolve())}
        i18nProvider={i18nFor('en')}
        store={store}
        basename="/admin"
      >
        <Routes>
          {ROUTES.map((route) => (
            <Route key={route.path} path={`/admin/${route.path}`} element={<GuardedRoute route={route} />} />
          ))}
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the route guard', () => {
  it('a denied route shows "Not Found for {path}" with a link to the main admin page', async () => {
    renderAt('/admin/resto_categories', ADMIN_A);
    expect(await screen.findByText('Not Found for /admin/resto_categories')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the main admin page' })).toHaveAttribute('href', '/admin');
  });

  it("another restaurant's path is denied to an admin (tenancy)", async () => {
    renderAt(`/admin/menus/${RESTO_B}`, ADMIN_A);
    expect(await screen.findByText(`Not Found for /admin/menus/${RESTO_B}`)).toBeInTheDocument();
  });

  it('an allowed route shows its screen', async () => {
    renderAt(`/admin/analytics/${RESTO_A}`, ADMIN_A);
    expect(await screen.findByText('Screen analytics/:restoUuid')).toBeInTheDocument();
  });

  it('super admins have no QR codes (docs/spec.md §6)', async () => {
    renderAt(`/admin/qr/${RESTO_A}`, SUPERADMIN);
    expect(await screen.findByText(`Not Found for /admin/qr/${RESTO_A}`)).toBeInTheDocument();
  });

  it('a restaurant in the path becomes the current restaurant', async () => {
    const store = memoryStore();
    renderAt(`/admin/analytics/${RESTO_B}`, SUPERADMIN, store);
    expect(await screen.findByText('Screen analytics/:restoUuid')).toBeInTheDocument();
    expect(store.getItem(STORE_KEYS.selectedRestaurant)).toBe(RESTO_B);
  });
});
