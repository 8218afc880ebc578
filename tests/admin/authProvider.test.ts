import { act, renderHook } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createElement, type ReactNode } from 'react';
import { memoryStore, StoreContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { useCurrentRestaurant } from '../../src/admin/layout/useCurrentRestaurant';
import { buildAuthProvider } from '../../src/admin/providers/authProvider';
import { PROFILE_COOKIE, writeProfile } from '../../src/admin/providers/profileCookie';
import { forgetSessionEnded, sessionEndedNoticed } from '../../src/admin/providers/sessionEndedNotice';
import { ADMIN_A, MULTI_BC, RESTO_A, RESTO_B, RESTO_C, SUPERADMIN } from './fixtures';

const identity = vi.fn(() => Promise.resolve({ id: 'u1', fullName: 'Demo' }));
const provider = (store = memoryStore(), endServerSession = () => Promise.resolve()) =>
  buildAuthProvider(store, identity, endServerSession);

describe('authProvider', () => {
  it('checkAuth passes with a profile and sends to /login without one', async () => {
    await expect(provider().checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false });
    writeProfile(ADMIN_A);
    await expect(provider().checkAuth({})).resolves.toBeUndefined();
  });

  it('checkAuth treats an unparsable cookie as signed out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    Cookies.set(PROFILE_COOKIE, 'garbage', { path: '/' });
    await expect(provider().checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false });
  });

  it('logout ends the session on the server while the cookie still holds its token, then removes the cookie and goes to /login', async () => {
    writeProfile(ADMIN_A);
    const cookieWhenEnding: (string | undefined)[] = [];
    const endServerSession = vi.fn(() => {
      cookieWhenEnding.push(Cookies.get(PROFILE_COOKIE));
      return Promise.resolve();
    });
    await expect(provider(memoryStore(), endServerSession).logout({})).resolves.toBe('/login');
    expect(endServerSession).toHaveBeenCalledTimes(1);
    expect(cookieWhenEnding[0]).toBeDefined();
    expect(Cookies.get(PROFILE_COOKIE)).toBeUndefined();
  });

  it('logout still removes the cookie when the server cannot be told', async () => {
    writeProfile(ADMIN_A);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(provider(memoryStore(), () => Promise.reject(new Error('offline'))).logout({})).resolves.toBe(
      '/login',
    );
    expect(Cookies.get(PROFILE_COOKIE)).toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  it('logout without a session does not call the server', async () => {
    const endServerSession = vi.fn(() => Promise.resolve());
    await expect(provider(memoryStore(), endServerSession).logout({})).resolves.toBe('/login');
    expect(endServerSession).not.toHaveBeenCalled();
  });

  it('a "context creation" GraphQL error clears the cookie and goes to /login (docs/spec.md §4)', async () => {
    writeProfile(ADMIN_A);
    const error = {
      message: 'Unexpected error.',
      status: 200,
      body: {
        graphQLErrors: [
          { message: 'Your session has ended (context creation failed).', extensions: { code: 'UNAUTHENTICATED' } },
        ],
      },
    };
    await expect(provider().checkError(error)).rejects.toMatchObject({ redirectTo: '/login' });
    expect(Cookies.get(PROFILE_COOKIE)).toBeUndefined();
  });

  it('the session ended is noted once: refusals still in flight after the sign-in page said so do not bring the notice back', async () => {
    writeProfile(ADMIN_A);
    const refused = {
      message: 'Unexpected error.',
      status: 200,
      body: {
        graphQLErrors: [
          { message: 'Your session has ended (context creation failed).', extensions: { code: 'UNAUTHENTICATED' } },
        ],
      },
    };
    await expect(provider().checkError(refused)).rejects.toMatchObject({ redirectTo: '/login' });
    expect(sessionEndedNoticed()).toBe(true);
    forgetSessionEnded(); // the sign-in page said it
    await expect(provider().checkError(refused)).rejects.toMatchObject({ redirectTo: '/login' });
    expect(sessionEndedNoticed()).toBe(false);
  });

  it('other errors keep the session', async () => {
    writeProfile(ADMIN_A);
    await expect(
      provider().checkError({ message: 'Failed to load data. Please try again.', status: 400 }),
    ).resolves.toBeUndefined();
    expect(Cookies.get(PROFILE_COOKIE)).toBeDefined();
  });

  it('getPermissions gives the profile and getIdentity asks the server', async () => {
    writeProfile(MULTI_BC);
    await expect(provider().getPermissions?.({})).resolves.toEqual(MULTI_BC);
    await expect(provider().getIdentity?.()).resolves.toEqual({ id: 'u1', fullName: 'Demo' });
  });

  describe('canAccess', () => {
    it('maps react-admin names to areas and actions', async () => {
      writeProfile(SUPERADMIN);
      const can = (resource: string, action: string) => provider().canAccess?.({ resource, action });
      await expect(can('package_menus', 'create')).resolves.toBe(true);
      await expect(can('orders', 'list')).resolves.toBe(true);
      await expect(can('restaurants', 'export')).resolves.toBe(true);
      await expect(can('qr', 'list')).resolves.toBe(false); // docs/spec.md §6: no QR codes for super admins
    });

    it('denies unmapped resources and actions', async () => {
      writeProfile(SUPERADMIN);
      await expect(provider().canAccess?.({ resource: 'secrets', action: 'list' })).resolves.toBe(false);
      await expect(provider().canAccess?.({ resource: 'restaurants', action: 'clone' })).resolves.toBe(false);
    });

    it("applies ADMIN's dynamic rule to the restaurant concerned", async () => {
      writeProfile(ADMIN_A);
      const can = (resource: string, action: string, record?: object) =>
        provider().canAccess?.({ resource, action, record });
      await expect(can('restaurants', 'edit', { id: RESTO_A })).resolves.toBe(true);
      await expect(can('restaurants', 'edit', { id: RESTO_B })).resolves.toBe(false);
      await expect(can('menus', 'edit', { id: 'menu-1', restaurantId: RESTO_A })).resolves.toBe(true);
      await expect(can('menus', 'edit', { id: 'menu-2', restaurantId: RESTO_B })).resolves.toBe(false);
      await expect(can('restaurants', 'create')).resolves.toBe(false);
      await expect(can('orders', 'list')).resolves.toBe(false); // docs/spec.md §6: no order histories for admins
    });

    it('without a record the current restaurant decides, and an admin cannot choose a foreign one: it falls back to its first own', async () => {
      writeProfile(MULTI_BC);
      const store = memoryStore();
      const can = () => provider(store).canAccess?.({ resource: 'menus', action: 'list' });
      // The app bar's choice, through the same store the authProvider reads.
      const wrapper = ({ children }: { children: ReactNode }) =>
        createElement(StoreContextProvider, { value: store, children });
      const { result } = renderHook(() => useCurrentRestaurant(), { wrapper });
      const choose = (restaurantId: string) => act(() => result.current[1](restaurantId));

      expect(result.current[0]).toBe(RESTO_B); // default: its first own restaurant
      await expect(can()).resolves.toBe(true);
      choose(RESTO_C); // its second one: not the default, so falling back and keeping it differ below
      expect(result.current[0]).toBe(RESTO_C);
      await expect(can()).resolves.toBe(true);

      choose(RESTO_A); // foreign
      expect(result.current[0]).not.toBe(RESTO_A);
      expect(result.current[0]).not.toBe(RESTO_C); // not the previous choice kept
      expect(result.current[0]).toBe(RESTO_B); // the first own restaurant
      await expect(can()).resolves.toBe(true);
    });

    it('signed out, nothing is allowed', async () => {
      await expect(provider().canAccess?.({ resource: 'restaurants', action: 'list' })).resolves.toBe(false);
    });
  });
});
