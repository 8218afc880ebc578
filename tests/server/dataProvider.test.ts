// @vitest-environment jsdom
/**
 * The admin's data provider (ra-data-graphql with our buildQuery, Apollo Client 3, the profile
 * cookie) against the real server process on a copy of the seeded PGlite: what react-admin calls
 * is what the API serves, with the token, the language and the error mapping a user meets.
 */
import { cpSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { i18nFor } from '../admin/i18nFor';
import { buildApolloClient } from '../../src/admin/providers/apolloClient';
import { buildDataProvider } from '../../src/admin/providers/dataProvider';
import { clearProfile, writeProfile } from '../../src/admin/providers/profileCookie';
import { ADMIN_RESOURCES } from '../../src/admin/resources';
import { descriptorsOf } from '../../src/admin/resources/AdminResource';
import { newDataDir, startApp, type RunningApp } from '../support/app';
import { DEMO_PASSWORD, login } from '../support/graphql';
import { DEMO_RESTAURANT_IDS } from './support/demo';

describe('the data provider against the server', () => {
  let app: RunningApp;
  beforeAll(async () => {
    const dataDir = newDataDir();
    cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true });
    app = await startApp({ dataDir });
  });
  afterAll(() => app.destroy());
  afterEach(() => {
    clearProfile();
    vi.restoreAllMocks();
  });

  async function signIn(email: string) {
    const { jwtToken, profile } = await login(app.url, email, DEMO_PASSWORD);
    writeProfile({ ...profile, restaurants: profile.restaurants.map(({ uuid }) => ({ uuid })), jwtToken });
  }
  const SUPERADMIN = 'superadmin@restoboard.test';
  const ADMIN = 'admin@restoboard.test';
  const MULTI_ADMIN = 'multi@restoboard.test';
  const provider = (locale: 'en' | 'id' = 'en') =>
    buildDataProvider(
      buildApolloClient(`${app.url}/graphql`, () => locale),
      descriptorsOf(ADMIN_RESOURCES),
      i18nFor(locale).translate,
    );
  const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

  it('getList pages, sorts, filters and counts as the restaurant list asks', async () => {
    await signIn(SUPERADMIN);
    const page = await provider().getList('restaurants', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'name', order: 'ASC' },
      filter: { currency: 'Rp.' },
    });
    const all = await provider().getList('restaurants', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
      filter: { currency: 'Rp.' },
    });
    expect(all.data.every((r) => r.currency === 'Rp.')).toBe(true);
    expect(page.total).toBe(all.total);
    expect(page.data).toEqual(all.data.slice(2, 4));
  });

  it('getOne, getMany and a partial update by an ADMIN of its own restaurant', async () => {
    await signIn(ADMIN);
    const { data: before } = await provider().getOne('restaurants', { id: DEMO_RESTAURANT_IDS.warungNusantara });
    expect(before).toMatchObject({ id: DEMO_RESTAURANT_IDS.warungNusantara, name: 'Warung Nusantara' });
    const { data: updated } = await provider().update('restaurants', {
      id: before.id,
      data: { ...before, city: 'Bogor' },
      previousData: before,
    });
    expect(updated).toMatchObject({ id: before.id, name: before.name, city: 'Bogor' });
    const { data: many } = await provider().getMany('restaurants', { ids: [before.id, DEMO_RESTAURANT_IDS.kopiKita] });
    expect(many.map((r) => r.id)).toEqual([before.id]); // not another restaurant's
  });

  it('create and delete by a super admin', async () => {
    await signIn(SUPERADMIN);
    const { data: created } = await provider().create('restaurants', {
      data: { name: 'Provider Resto', slug: 'provider-resto', currency: 'US$' },
    });
    expect(created).toMatchObject({ name: 'Provider Resto', currency: 'US$' });
    await provider().delete('restaurants', { id: created.id, previousData: created });
    quiet();
    await expect(provider().getOne('restaurants', { id: created.id })).rejects.toMatchObject({
      message: 'Failed to load data. Please try again.',
    });
  });

  it("puts the server's field errors on the form fields, in the user's language", async () => {
    await signIn(MULTI_ADMIN);
    quiet();
    const id = DEMO_RESTAURANT_IDS.kopiKita;
    await expect(
      provider('id').update('restaurants', { id, data: { id, name: 'x'.repeat(101) }, previousData: { id } }),
    ).rejects.toMatchObject({
      message: 'Ada kesalahan pada isian Anda.',
      body: { errors: { name: 'Maksimal 100 karakter' } },
    });
  });

  it('a restaurant name taken elsewhere says "Company already exist"', async () => {
    await signIn(SUPERADMIN);
    quiet();
    await expect(
      provider().create('restaurants', { data: { name: 'kopi kita', slug: 'kopi-kita-again', currency: 'Rp.' } }),
    ).rejects.toMatchObject({
      message: 'Company already exist',
    });
  });

  it('a token the server does not accept ends the session ("context creation")', async () => {
    writeProfile({ role: 'ADMIN', restoUuid: null, restaurants: [], jwtToken: 'not-a-token' });
    quiet();
    await expect(
      provider().getList('restaurants', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'name', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toMatchObject({
      message: expect.stringContaining('context creation'),
    });
  });
});
