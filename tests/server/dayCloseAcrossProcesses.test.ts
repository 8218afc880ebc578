/**
 * A day close holds against every writer of another process (docs/business-day.md): an ordering
 * client's payment written while the day is being closed is waited for and counted, not missed; once the
 * day is closed, that client cannot change it and the other server places no order into it.
 */
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDayOf } from '../../src/domain';
import { SUPERADMIN } from './support/demo';
import { dineIn, insertOrder, insertOrderingRestaurant } from './support/orders';
import { pairTarget, startServerPair, type ServerPair } from './support/serverPair';
import { WAIT_FOR } from '../support/waitBudget';

const CLOSE =
  'mutation ($input: CloseDayInput!) { closeDay(input: $input) { state counts { method expected counted } } }';
const PLACE = 'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id } }';
const noPostgres = pairTarget() ? undefined : 'no PostgreSQL: two processes need one';

describe.skipIf(noPostgres !== undefined)(
  `a day close across two processes${noPostgres ? ` (skipped: ${noPostgres})` : ''}`,
  () => {
    let pair: ServerPair;
    let client: postgres.Sql;
    beforeAll(async () => {
      pair = await startServerPair();
      client = postgres(pair.a.server.config.databaseUrl as string, { max: 2, onnotice: () => undefined });
    });
    afterAll(async () => {
      await client?.end();
      await pair?.close();
    });

    it('a payment written while the day closes is counted; then the day refuses the payment client and the other server', async () => {
      const db = pair.a.server.database.db;
      const kitchen = await insertOrderingRestaurant(db, `Lock Kitchen ${Date.now()}`); // Jakarta, cut-off 00:00, cash only
      const today = businessDayOf(new Date(), { timeZone: 'Asia/Jakarta', cutoff: '00:00' });
      const orderId = await insertOrder(db, {
        restaurantId: kitchen.restaurantId,
        number: 1,
        createdAt: new Date(Date.now() - 60_000),
        paymentStatus: 'UNPAID',
        total: 25,
      });

      // An ordering client marks the order paid, in a transaction still open when the day is closed on the other
      // server.
      const payment = await client.reserve();
      let closing: ReturnType<typeof pair.b.gql<{ closeDay: unknown }>>;
      try {
        await payment`begin`;
        await payment`update orders set payment_status = 'PAID' where id = ${orderId}`;
        const token = await pair.b.tokenFor(SUPERADMIN.id);
        closing = pair.b.gql<{ closeDay: unknown }>(
          CLOSE,
          {
            input: {
              restaurantId: kitchen.restaurantId,
              businessDay: today,
              counts: [{ method: 'CASH', counted: 25 }],
            },
          },
          { token },
        );
        await expect
          .poll(
            async () =>
              (
                await client`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%for update%'`
              )[0].n,
            WAIT_FOR,
          )
          .toBe(1);
        await payment`commit`;
      } finally {
        await payment`rollback`.catch(() => undefined); // only when the test failed before its commit
        payment.release();
      }
      const closed = await closing;
      expect(closed.errors).toBeUndefined();
      expect(closed.data?.closeDay).toEqual({
        state: 'CLOSED',
        counts: [{ method: 'CASH', expected: 25, counted: 25 }],
      });

      await expect(client`update orders set payment_status = 'UNPAID' where id = ${orderId}`).rejects.toMatchObject({
        code: 'RB001',
      });
      const refused = await pair.a.gql(PLACE, { data: dineIn(kitchen) });
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { restaurantSlug: 'validation.restaurantClosed' },
      });
    });
  },
);
