import { describe, expect, it, vi } from 'vitest';
import { buildI18nProvider } from '../../src/admin/i18n/i18nProvider';
import { buildApolloClient } from '../../src/admin/providers/apolloClient';
import { buildDataProvider } from '../../src/admin/providers/dataProvider';
import { writeProfile } from '../../src/admin/providers/profileCookie';
import { GRAPHQL_RESOURCES } from '../../src/admin/resources/schemas';
import { MULTI_BC } from './fixtures';

function provider(locale: 'en' | 'id' = 'en') {
  const i18n = buildI18nProvider(locale);
  return buildDataProvider(buildApolloClient('http://api.test/graphql', () => locale), GRAPHQL_RESOURCES, i18n.translate);
}

const KOPI_KITA = {
  id: 'r1',
  name: 'Kopi Kita',
  slug: 'kopi-kita',
  address: null,
  city: 'Bandung',
  province: null,
  country: null,
  postcode: null,
  currency: 'Rp.',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const respond = (body: object, status = 200) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('the data provider against the API', () => {
  it('sends the JWT header, the language and DESIGN §3 operations, and reads lists', async () => {
    writeProfile(MULTI_BC);
    const fetch = respond({ data: { items: [KOPI_KITA], total: { count: 1 } } });
    const result = await provider('id').getList('restaurants', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({ data: [KOPI_KITA], total: 1 });
    const [, init] = fetch.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('JWT token-multi');
    expect(headers.get('Accept-Language')).toBe('id');
    expect(JSON.parse(String(init?.body))).toMatchObject({ operationName: 'allRestaurants', variables: { page: 0, perPage: 25 } });
  });

  it('sends an empty Authorization header when signed out', async () => {
    const fetch = respond({ data: { items: [], total: { count: 0 } } });
    await provider().getList('restaurants', { pagination: { page: 1, perPage: 5 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe('');
  });

  it("puts the server's field errors on the form fields", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    respond({
      data: null,
      errors: [{ message: 'Invalid', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { name: 'validation.maxLength' }, fieldErrorParams: { name: { count: 100 } } } }],
    });
    await expect(provider().update('restaurants', { id: 'r1', data: { name: 'x'.repeat(101) }, previousData: { id: 'r1' } })).rejects.toMatchObject({
      message: 'There are some errors in your fields.',
      body: { errors: { name: 'maximum characters are 100' } },
    });
  });

  it('reads GraphQL errors from a non-2xx answer too (an ended session)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    respond({ errors: [{ message: 'Session ended (context creation failed)', extensions: { code: 'UNAUTHENTICATED' } }] }, 401);
    await expect(provider().getOne('restaurants', { id: 'r1' })).rejects.toMatchObject({ message: expect.stringContaining('context creation') });
  });
});
