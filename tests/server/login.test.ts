/** Signing in (docs/architecture.md §3, §4) and the session token on every request. */
import { SignJWT } from 'jose';
import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';
import { REQUEST_LIMITS } from '../../src/server/graphql/yoga';
import { ADMIN, CASHIER, DEMO_RESTAURANT_IDS, MULTI_ADMIN, SUPERADMIN } from './support/demo';
import { TEST_JWT_SECRET } from './support/provided';
import { describeOnEachDatabase } from './support/testServer';

const LOGIN =
  'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { jwtToken profile { id email name role restoUuid restaurants { uuid name } } } }';
const AUTH_FAILED = 'Authentication failed. Ensure that email and password are correct.';

describeOnEachDatabase('login and session', (server) => {
  const login = (email: string, password: string, headers?: Record<string, string>) =>
    server().gql<Record<string, never>>(LOGIN, { email, password }, { headers });

  it('an admin of two restaurants signs in and gets a token and its profile with restaurant names', async () => {
    const response = await login('Multi@Restoboard.test ', DEMO_PASSWORD);
    expect(response.errors).toBeUndefined();
    const { jwtToken, profile } = response.data?.login as unknown as { jwtToken: string; profile: unknown };
    expect(jwtToken.split('.')).toHaveLength(3);
    expect(profile).toEqual({
      id: MULTI_ADMIN.id,
      email: 'multi@restoboard.test',
      name: 'Maya Multi',
      role: 'ADMIN',
      restoUuid: DEMO_RESTAURANT_IDS.kopiKita,
      restaurants: [
        { uuid: DEMO_RESTAURANT_IDS.kopiKita, name: 'Kopi Kita' },
        { uuid: DEMO_RESTAURANT_IDS.harbourBistro, name: 'Harbour Bistro' },
      ],
    });
    const me = await server().gql('{ me { id role restaurants { uuid } } }', undefined, { token: jwtToken });
    expect(me.data).toEqual({
      me: {
        id: MULTI_ADMIN.id,
        role: 'ADMIN',
        restaurants: [{ uuid: DEMO_RESTAURANT_IDS.kopiKita }, { uuid: DEMO_RESTAURANT_IDS.harbourBistro }],
      },
    });
  });

  it('a super admin signs in with no restaurants', async () => {
    const response = await login('superadmin@restoboard.test', DEMO_PASSWORD);
    expect(response.data?.login).toMatchObject({ profile: { role: 'SUPERADMIN', restoUuid: null, restaurants: [] } });
  });

  it('a wrong password and an unknown email get the same UNAUTHENTICATED message, without "context creation"', async () => {
    const wrong = await login('admin@restoboard.test', 'Wrong#2026');
    const unknown = await login('nobody@restoboard.test', DEMO_PASSWORD);
    for (const response of [wrong, unknown]) {
      expect(response.errors?.[0]).toMatchObject({
        message: AUTH_FAILED,
        extensions: { code: 'UNAUTHENTICATED', messageKey: 'errors.authFailed' },
      });
      expect(response.errors?.[0].message).not.toContain('context creation');
    }
  });

  it('a cashier with the right password is refused with a clear message; with a wrong one it learns nothing', async () => {
    const refused = await login('cashier@restoboard.test', DEMO_PASSWORD);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'This account cannot sign in to the admin. Only restaurant admins and super admins can.',
      extensions: { code: 'FORBIDDEN', messageKey: 'errors.roleRefused' },
    });
    const wrong = await login('cashier@restoboard.test', 'Wrong#2026');
    expect(wrong.errors?.[0].message).toBe(AUTH_FAILED);
  });

  it('several logins in one request: the first failure ends the request, so a request is at most one guess', async () => {
    const aliases = Array.from(
      { length: REQUEST_LIMITS.maxRootFields },
      (_, i) => `a${i}: login(email: "batch@restoboard.test", password: "Wrong#${i}") { jwtToken }`,
    );
    const response = await server().gql(`mutation { ${aliases.join(' ')} }`);
    expect(response.data).toBeNull();
    expect(response.errors?.map((e) => [e.path?.[0], e.extensions?.code])).toEqual([['a0', 'UNAUTHENTICATED']]);
  });

  it('a missing or empty Authorization header is anonymous', async () => {
    for (const authorization of [undefined, '', 'JWT ', 'JWT']) {
      const response = await server().gql('{ me { id } }', undefined, {
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response).toMatchObject({ status: 200, data: { me: null } });
    }
  });

  it('anonymous on a guarded operation is UNAUTHENTICATED without "context creation"', async () => {
    const response = await server().gql('{ allRestaurants { id } }');
    expect(response.errors?.[0]).toMatchObject({
      message: 'Please sign in to continue.',
      extensions: { code: 'UNAUTHENTICATED', messageKey: 'errors.signInRequired' },
    });
  });

  it('an invalid, expired, foreign or orphaned token is UNAUTHENTICATED with "context creation"', async () => {
    const secret = new TextEncoder().encode(TEST_JWT_SECRET);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(ADMIN.id)
      .setIssuedAt(now - 100)
      .setExpirationTime(now - 10)
      .sign(secret);
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(ADMIN.id)
      .setExpirationTime(now + 100)
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const orphan = await server().tokenFor('00000000-0000-4000-8000-00000000dead');
    const tokens = ['not-a-jwt', expired, foreign, orphan];
    for (const token of tokens) {
      const response = await server().gql('{ me { id } }', undefined, { token });
      expect(response.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
      expect(response.errors?.[0].message).toContain('context creation');
    }
    const bearer = await server().gql('{ me { id } }', undefined, {
      headers: { authorization: `Bearer ${await server().tokenFor(SUPERADMIN.id)}` },
    });
    expect(bearer.data).toEqual({ me: { id: SUPERADMIN.id } });
  });

  it('the token of a user who may not sign in (a cashier) ends the session', async () => {
    const response = await server().gql('{ me { id } }', undefined, {
      token: await server().tokenFor(CASHIER.id),
      locale: 'id',
    });
    expect(response.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(response.errors?.[0].message).toContain('context creation');
    expect(response.errors?.[0].message).toContain('Sesi Anda telah berakhir');
  });
});
