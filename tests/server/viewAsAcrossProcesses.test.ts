/**
 * Ending a view holds across processes (src/server/viewAs/endedViews.ts): a view started on one server and ended on the
 * other is refused by both from then on, since the ended token is listed in the database they share.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RESTAURANT_IDS, SUPERADMIN } from './support/demo';
import { pairTarget, startServerPair, type ServerPair } from './support/serverPair';

const START =
  'mutation ($restaurantId: ID) { startViewAs(role: "ADMIN", restaurantId: $restaurantId, reason: "Across processes") { jwtToken } }';
const ME = '{ me { role viewAs { reason } } }';
const noPostgres = pairTarget() ? undefined : 'no PostgreSQL: two processes need one';

describe.skipIf(noPostgres !== undefined)(
  `ending a view across two processes${noPostgres ? ` (skipped: ${noPostgres})` : ''}`,
  () => {
    let pair: ServerPair;
    beforeAll(async () => {
      pair = await startServerPair();
    });
    afterAll(async () => {
      await pair?.close();
    });

    it('a view started on one server and ended on the other is refused by both', async () => {
      const own = await pair.a.tokenFor(SUPERADMIN.id);
      const started = await pair.a.gql<{ startViewAs: { jwtToken: string } }>(
        START,
        { restaurantId: DEMO_RESTAURANT_IDS.warungNusantara },
        { token: own },
      );
      const token = started.data?.startViewAs.jwtToken ?? '';
      for (const server of [pair.a, pair.b])
        expect((await server.gql(ME, {}, { token })).data).toEqual({
          me: { role: 'ADMIN', viewAs: { reason: 'Across processes' } },
        });
      expect((await pair.b.gql('mutation { endViewAs }', {}, { token })).data).toEqual({ endViewAs: true });
      for (const server of [pair.a, pair.b])
        expect((await server.gql(ME, {}, { token })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await pair.a.gql(ME, {}, { token: own })).data).toEqual({ me: { role: 'SUPERADMIN', viewAs: null } });
    });
  },
);
