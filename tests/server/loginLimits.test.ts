/**
 * The brakes on signing in (§3): the email is checked before anything is counted; an
 * address and an (email, address) pair are limited at their exact boundary; an account under
 * attack is slowed, never locked for its owner; memory stays bounded; X-Forwarded-For counts
 * only as far as TRUST_PROXY allows. Every test counts from client addresses of its own.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_LIMITS, LoginLimiter } from '../../src/server/auth/loginLimiter';
import { MAX_ENTRIES_PER_COUNTER, memoryCounters } from '../../src/server/limits/memoryCounters';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';
import type { RunningServer } from '../../src/server/startServer';
import { ADMIN, MULTI_ADMIN, SUPERADMIN } from './support/demo';
import { pgliteCopies, startOnCopy } from './support/pgliteCopy';
import { describeOnEachDatabase, type GraphQLResponse } from './support/testServer';

const LOGIN =
  'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { jwtToken } }';
const { perAddress, perEmailAndAddress, freeFailuresPerEmail, baseDelayMs } = DEFAULT_LOGIN_LIMITS;

let addresses = 0;
/** A client address no other test has used (TEST-NET-2, 198.51.100.0/24; then 203.0.113.0/24). */
const freshAddress = () => {
  addresses += 1;
  return addresses < 255 ? `198.51.100.${addresses}` : `203.0.113.${addresses - 254}`;
};

const code = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;

async function login(url: string, email: string, password: string, forwardedFor?: string): Promise<GraphQLResponse> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: LOGIN, variables: { email, password } }),
  });
  return { status: response.status, ...((await response.json()) as Omit<GraphQLResponse, 'status'>) };
}

/** `count` wrong guesses, each with an email of its own, all from `address`. */
async function guesses(url: string, count: number, address?: string): Promise<unknown[]> {
  const codes: unknown[] = [];
  for (let i = 0; i < count; i += 1)
    codes.push(code(await login(url, `guess-${i}-${address}@restoboard.test`, 'Wrong#1', address)));
  return codes;
}

describeOnEachDatabase('sign-in limits', (server) => {
  const url = () => server().url;
  const limiter = () => server().server.loginLimiter;

  it('an email that is not a well-formed address of at most 254 characters is BAD_USER_INPUT on its field, and nothing is counted', async () => {
    const address = freshAddress();
    const before = await limiter().entries();
    for (const email of [
      `${'a'.repeat(60_000)}@example.test`,
      `${'a'.repeat(242)}@example.test`,
      'not-an-email',
      '  ',
    ]) {
      const response = await login(url(), email, 'Wrong#1', address);
      expect(response.errors?.[0], email.slice(0, 20)).toMatchObject({
        message: 'There are some errors in your fields.',
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: expect.stringMatching(/^validation\./) } },
      });
    }
    expect(await limiter().entries()).toEqual(before);
    // 254 characters is an address: an ordinary failed sign-in.
    expect(code(await login(url(), `${'a'.repeat(241)}@example.test`, 'Wrong#1', address))).toBe('UNAUTHENTICATED');
  });

  it(`from one address, ${perAddress} attempts are answered and the next is RATE_LIMITED, whatever the email, even the right password`, async () => {
    const address = freshAddress();
    expect(await guesses(url(), perAddress, address)).toEqual(Array(perAddress).fill('UNAUTHENTICATED'));
    const limited = await login(url(), SUPERADMIN.email, DEMO_PASSWORD, address);
    expect(limited.errors?.[0]).toMatchObject({
      extensions: { code: 'RATE_LIMITED', messageKey: 'errors.rateLimited' },
    });
    expect(limited.errors?.[0].extensions?.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.errors?.[0].message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect(code(await login(url(), SUPERADMIN.email, DEMO_PASSWORD, freshAddress()))).toBeUndefined();
  });

  it(`one email from one address: ${perEmailAndAddress} attempts are answered, the next is RATE_LIMITED even with the right password, which still gets in from another address`, async () => {
    const attacker = freshAddress();
    for (let i = 0; i < perEmailAndAddress; i += 1)
      expect(code(await login(url(), MULTI_ADMIN.email, `Wrong#${i}`, attacker))).toBe('UNAUTHENTICATED');
    expect(code(await login(url(), MULTI_ADMIN.email, DEMO_PASSWORD, attacker))).toBe('RATE_LIMITED');

    const owner = await login(url(), MULTI_ADMIN.email, DEMO_PASSWORD, freshAddress());
    expect(owner.errors).toBeUndefined();
    expect(owner.data?.login).toMatchObject({ jwtToken: expect.any(String) });
    expect(code(await login(url(), MULTI_ADMIN.email, DEMO_PASSWORD, attacker))).toBe('RATE_LIMITED'); // the pair stays limited
  });

  it(`an office's staff signing in from one address are never limited by it: ${perAddress + 5} sign-ins with right passwords all get in`, async () => {
    const office = freshAddress();
    for (let i = 0; i < perAddress + 5; i += 1) {
      const response = await login(url(), [SUPERADMIN, ADMIN][i % 2].email, DEMO_PASSWORD, office);
      expect(response.errors, `sign-in ${i + 1}`).toBeUndefined();
    }
    // Its failures still count: a few wrong passwords among them do not lock it either.
    expect(code(await login(url(), SUPERADMIN.email, 'Wrong#1', office))).toBe('UNAUTHENTICATED');
  });

  it('failures spread over addresses slow the email down more and more, and its owner still gets in', async () => {
    const email = ADMIN.email;
    for (let i = 0; i < freeFailuresPerEmail; i += 1)
      expect(code(await login(url(), email, `Wrong#${i}`, freshAddress()))).toBe('UNAUTHENTICATED');
    expect(await limiter().delayMs(email)).toBe(baseDelayMs);
    expect(code(await login(url(), email, 'Wrong#again', freshAddress()))).toBe('UNAUTHENTICATED');
    expect(await limiter().delayMs(email)).toBe(2 * baseDelayMs);

    const owner = await login(url(), email, DEMO_PASSWORD, freshAddress());
    expect(owner.errors).toBeUndefined();
    expect(owner.data?.login).toMatchObject({ jwtToken: expect.any(String) });
  });

  it('a thousand refused sign-ins, each with an email of its own, leave nothing behind', async () => {
    const address = freshAddress();
    await guesses(url(), perAddress, address);
    const before = await limiter().entries();
    const codes = new Set<unknown>();
    for (let batch = 0; batch < 10; batch += 1) {
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, i) => login(url(), `victim-${batch}-${i}@restoboard.test`, 'Wrong#1', address)),
      );
      responses.forEach((response) => codes.add(code(response)));
    }
    expect([...codes]).toEqual(['RATE_LIMITED']);
    expect(await limiter().entries()).toEqual(before);
  });
});

describe(`in memory, the limiter holds at most ${MAX_ENTRIES_PER_COUNTER} keys per table`, () => {
  it('10,000 distinct emails refused by their address add no key', async () => {
    const limiter = new LoginLimiter(memoryCounters());
    for (let i = 0; i < perAddress; i += 1) await limiter.attempt(`guess${i}@restoboard.test`, '10.9.9.9');
    const before = await limiter.entries();
    for (let i = 0; i < 10_000; i += 1)
      expect((await limiter.attempt(`victim${i}@restoboard.test`, '10.9.9.9')).allowed).toBe(false);
    expect(await limiter.entries()).toEqual(before);
  });

  it('20,000 attempts from distinct addresses on distinct emails, all failed', async () => {
    const limiter = new LoginLimiter(memoryCounters());
    for (let i = 0; i < 20_000; i += 1) {
      const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      const email = `user${i}@restoboard.test`;
      expect(await limiter.attempt(email, address)).toEqual({ allowed: true });
      await limiter.failed(email);
    }
    const max = MAX_ENTRIES_PER_COUNTER;
    expect(await limiter.entries()).toEqual({ attempts: max, addresses: max, pairs: max, emails: max });
  });

  it('an IPv6 client is counted by its /64, written any way', async () => {
    const limiter = new LoginLimiter(memoryCounters());
    for (let i = 0; i < perAddress; i += 1)
      expect((await limiter.attempt(`v6-${i}@restoboard.test`, `2001:db8:1:2::${i.toString(16)}`)).allowed).toBe(true);
    expect((await limiter.attempt('v6@restoboard.test', '2001:0db8:0001:0002:ffff:0:0:1')).allowed).toBe(false);
    expect((await limiter.attempt('v6@restoboard.test', '2001:db8:1:3::1')).allowed).toBe(true);
    expect((await limiter.entries()).addresses).toBe(2);
  });
});

describe('whose address counts (TRUST_PROXY)', () => {
  const copy = pgliteCopies('restoboard-proxy-');
  const withServer = async (
    settings: Parameters<typeof startOnCopy>[1],
    check: (server: RunningServer) => Promise<void>,
  ) => {
    const server = await startOnCopy(copy, settings);
    try {
      await check(server);
    } finally {
      await server.close();
    }
  };

  it('without TRUST_PROXY, X-Forwarded-For is ignored: changing it does not escape the address limit', () =>
    withServer({}, async (server) => {
      for (let i = 0; i < perAddress; i += 1)
        expect(code(await login(server.url, `guess${i}@restoboard.test`, 'Wrong#1', freshAddress()))).toBe(
          'UNAUTHENTICATED',
        );
      expect(code(await login(server.url, 'one-more@restoboard.test', 'Wrong#1', freshAddress()))).toBe('RATE_LIMITED');
    }));

  it('with one trusted hop, the address the proxy saw counts, not what the client wrote before it', () =>
    withServer({ trustProxy: 1 }, async (server) => {
      const client = freshAddress();
      for (let i = 0; i < perAddress; i += 1)
        expect(
          code(await login(server.url, `guess${i}@restoboard.test`, 'Wrong#1', `${freshAddress()}, ${client}`)),
        ).toBe('UNAUTHENTICATED');
      expect(code(await login(server.url, 'one-more@restoboard.test', 'Wrong#1', `${freshAddress()}, ${client}`))).toBe(
        'RATE_LIMITED',
      );
      expect(code(await login(server.url, 'one-more@restoboard.test', 'Wrong#1', freshAddress()))).toBe(
        'UNAUTHENTICATED',
      );
    }));
});
