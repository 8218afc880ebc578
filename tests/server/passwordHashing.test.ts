/**
 * A burst of sign-ins: password hashes queue (HASHING_CONCURRENCY at a time) and each sign-in answers as it would
 * alone.
 */
import { expect, it } from 'vitest';
import { HASHING_CONCURRENCY, hashingLoad } from '../../src/server/auth/password';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';
import { ADMIN, MULTI_ADMIN, SUPERADMIN } from './support/demo';
import { describeOnEachDatabase } from './support/testServer';

const LOGIN =
  'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { profile { email } } }';
const AUTH_FAILED = 'Authentication failed. Ensure that email and password are correct.';

describeOnEachDatabase('password hashing under a burst of sign-ins', (server) => {
  it('runs at most HASHING_CONCURRENCY hashes at once while the others wait, and each sign-in answers as alone (an unknown email as a wrong password)', async () => {
    const accounts = [SUPERADMIN.email, ADMIN.email, MULTI_ADMIN.email];
    // Right passwords, wrong ones and unknown emails, more of them than may hash at once; each from its own address.
    const attempts = Array.from({ length: 3 * HASHING_CONCURRENCY + 3 }, (_, i) => {
      const kind = (['right', 'wrong', 'unknown'] as const)[i % 3];
      const email = kind === 'unknown' ? `nobody-${i}@restoboard.test` : accounts[Math.floor(i / 3) % accounts.length];
      return { kind, email, password: kind === 'right' ? DEMO_PASSWORD : 'Not#the1password' };
    });
    let mostRunning = 0;
    let mostQueued = 0;
    let settled = false;
    const answers = Promise.all(
      attempts.map(({ email, password }, i) =>
        server().gql<{ login: { profile: { email: string } } }>(
          LOGIN,
          { email, password },
          { headers: { 'x-forwarded-for': `10.9.0.${i + 1}` } },
        ),
      ),
    ).finally(() => (settled = true));
    while (!settled) {
      const { running, queued } = hashingLoad();
      mostRunning = Math.max(mostRunning, running);
      mostQueued = Math.max(mostQueued, queued);
      await new Promise((resolve) => setImmediate(resolve));
    }

    expect(mostRunning).toBe(HASHING_CONCURRENCY);
    expect(mostQueued).toBeGreaterThan(0);
    expect(hashingLoad()).toEqual({ running: 0, queued: 0 });
    (await answers).forEach((answer, i) => {
      if (attempts[i].kind === 'right') expect(answer.data?.login.profile.email).toBe(attempts[i].email);
      else
        expect(answer.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([
          [AUTH_FAILED, 'UNAUTHENTICATED'],
        ]);
    });
  });
});
