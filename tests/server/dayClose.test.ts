/**
 * Closing a business day: a day's orders added up by payment method on the restaurant's
 * clock (a 04:00 cut-off puts a 01:30 order in the evening before, and in that day only), counts
 * whose difference is counted − expected and needs a note, a lock no writer gets past until a super
 * admin reopens the day with a reason, the cash counted carried to the next day, every step audited,
 * and an ADMIN kept to its own restaurants.
 */
import type { Query } from '@cubejs-client/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { mixQuery, overTimeQuery } from '../../src/admin/resources/analytics/queries';
import { DAY_CLOSES_EXPORT_PATH } from '../../src/domain';
import { auditEntries, orders } from '../../src/server/db/schema';
import { DAY_CLOSES_CSV_HEADERS } from '../../src/server/dayClose/dayClosesCsv';
import { ADMIN, DEMO_RESTAURANT_IDS, SUPERADMIN } from './support/demo';
import { insertOrder, insertRestaurant } from './support/orders';
import { describeOnEachDatabase } from './support/testServer';

const SHEET = `query ($restaurantId: ID!, $day: String!) { daySheet(restaurantId: $restaurantId, businessDay: $day) {
  businessDay startsAt endsAt today openingCash methods { method orders paid expected } cancelled { orders total } unpaid { orders total } close { id state } } }`;
const CLOSE =
  'mutation ($input: CloseDayInput!) { closeDay(input: $input) { id state businessDay expected counted difference openingCash counts { method expected counted difference note denominations { value count } } closedByEmail } }';
const REOPEN =
  'mutation ($id: ID!, $reason: String!) { reopenDay(id: $id, reason: $reason) { id state reopenReason reopenedByEmail } }';

/** 13:00 in Jakarta on 11 March 2026: business day 2026-03-11 for a 04:00 cut-off. */
const NOW = new Date('2026-03-11T06:00:00Z');

describeOnEachDatabase(
  'closing a business day',
  (server) => {
    const db = () => server().server.database.db;
    const tokens: Record<string, string> = {};
    let bar = '';
    let lateOrder = '';
    const as = async <T>(
      who: 'superadmin' | 'admin',
      query: string,
      variables: Record<string, unknown>,
      locale?: string,
    ) => server().gql<T>(query, variables, { token: tokens[who], locale });
    const errorOf = (response: { errors?: { extensions?: Record<string, unknown> }[] }) => {
      const extensions = response.errors?.[0]?.extensions ?? {};
      return [extensions.code, extensions.fieldErrors];
    };

    beforeAll(async () => {
      tokens.superadmin = await server().tokenFor(SUPERADMIN.id);
      tokens.admin = await server().tokenFor(ADMIN.id);
      bar = await insertRestaurant(db(), 'Day Close Bar', { timeZone: 'Asia/Jakarta', dayCutoff: '04:00' });
      let number = 1;
      const order = (iso: string, paymentMethod: string, total: number, paymentStatus = 'PAID') =>
        insertOrder(db(), {
          restaurantId: bar,
          number: number++,
          createdAt: new Date(iso),
          paymentMethod,
          total,
          paymentStatus,
        });
      await order('2026-03-10T13:00:00Z', 'CASH', 100); // 20:00 on the 10th
      lateOrder = await order('2026-03-10T18:30:00Z', 'CASH', 50); // 01:30 on the 11th: still the 10th's business day
      await order('2026-03-10T21:30:00Z', 'CASH', 70); // 04:30 on the 11th: the 11th's
      await order('2026-03-10T14:00:00Z', 'NQR', 40);
      await order('2026-03-10T15:00:00Z', 'CASH', 30, 'CANCELLED');
      await order('2026-03-10T16:00:00Z', 'CASH', 20, 'UNPAID');
    });

    it("adds up a day's paid orders by method on the restaurant's clock, each order in one day only, cancelled and unpaid apart", async () => {
      const { data } = await as<{ daySheet: Record<string, unknown> }>('superadmin', SHEET, {
        restaurantId: bar,
        day: '2026-03-10',
      });
      expect(data?.daySheet).toEqual({
        businessDay: '2026-03-10',
        startsAt: '2026-03-09T21:00:00.000Z', // 04:00 in Jakarta
        endsAt: '2026-03-10T21:00:00.000Z',
        today: '2026-03-11',
        openingCash: 0,
        methods: [
          { method: 'CASH', orders: 2, paid: 150, expected: 150 },
          { method: 'NQR', orders: 1, paid: 40, expected: 40 },
        ],
        cancelled: { orders: 1, total: 30 },
        unpaid: { orders: 1, total: 20 },
        close: null,
      });
      const next = await as<{ daySheet: { methods: unknown[] } }>('superadmin', SHEET, {
        restaurantId: bar,
        day: '2026-03-11',
      });
      expect(next.data?.daySheet.methods).toEqual([{ method: 'CASH', orders: 1, paid: 70, expected: 70 }]);
      const tomorrow = await as('superadmin', SHEET, { restaurantId: bar, day: '2026-03-12' });
      expect(errorOf(tomorrow)).toEqual(['BAD_USER_INPUT', { businessDay: 'validation.dayNotStarted' }]);
    });

    it('lists the days with paid orders not closed, each restaurant on its own clock, today aside; an ADMIN its own restaurants only', async () => {
      const UNCLOSED =
        'query ($days: Int) { unclosedDays(days: $days) { restaurantId restaurantName currency businessDay paidOrders paid } }';
      const all = await as<{ unclosedDays: { restaurantId: string }[] }>('superadmin', UNCLOSED, {});
      expect(all.data?.unclosedDays.filter((row) => row.restaurantId === bar)).toEqual([
        {
          restaurantId: bar,
          restaurantName: 'Day Close Bar',
          currency: 'S$',
          businessDay: '2026-03-10',
          paidOrders: 3,
          paid: 190,
        },
      ]);
      const admins = await as<{ unclosedDays: { restaurantId: string }[] }>('admin', UNCLOSED, {});
      expect(
        admins.data?.unclosedDays.filter((row) => row.restaurantId !== DEMO_RESTAURANT_IDS.warungNusantara),
      ).toEqual([]);
      expect(errorOf(await as('superadmin', UNCLOSED, { days: 32 }))).toEqual([
        'BAD_USER_INPUT',
        { days: 'validation.outOfRange' },
      ]);
    });

    it('refuses a count that differs without a note, and notes and coins that do not add up, on their fields, writing nothing', async () => {
      const input = {
        restaurantId: bar,
        businessDay: '2026-03-10',
        counts: [
          { method: 'CASH', counted: 140 },
          { method: 'NQR', counted: 40 },
        ],
      };
      const noNote = await as('admin', CLOSE, { input }, 'id');
      expect(errorOf(noNote)).toEqual(['NOT_FOUND', undefined]); // not the ADMIN's restaurant
      const refused = await as('superadmin', CLOSE, { input });
      expect(errorOf(refused)).toEqual(['BAD_USER_INPUT', { 'counts.0.note': 'validation.differenceNote' }]);
      const coins = {
        ...input,
        counts: [
          { method: 'CASH', counted: 140, note: 'Short', denominations: [{ value: 100_000, count: 1 }] },
          { method: 'NQR', counted: 40 },
        ],
      };
      expect(errorOf(await as('superadmin', CLOSE, { input: coins }))).toEqual([
        'BAD_USER_INPUT',
        { 'counts.0.denominations': 'validation.invalid', 'counts.0.counted': 'validation.countMismatch' },
      ]);
      const missing = { ...input, counts: [{ method: 'CASH', counted: 150 }] };
      expect(errorOf(await as('superadmin', CLOSE, { input: missing }))).toEqual([
        'BAD_USER_INPUT',
        { 'counts.1.counted': 'validation.required' },
      ]);
      const rows = await db().select().from(auditEntries).where(eq(auditEntries.operation, 'closeDay'));
      expect(rows).toEqual([]);
    });

    it('closes the day: difference = counted − expected by method, locked against every writer, audited; the cash counted opens the next day', async () => {
      const input = {
        restaurantId: bar,
        businessDay: '2026-03-10',
        counts: [
          {
            method: 'CASH',
            counted: 140,
            note: 'A 10 note missing',
            denominations: [
              { value: 100, count: 1 },
              { value: 10, count: 4 },
            ],
          },
          { method: 'NQR', counted: 40 },
        ],
      };
      const { data, errors } = await as<{ closeDay: Record<string, unknown> }>('superadmin', CLOSE, { input });
      expect(errors).toBeUndefined();
      expect(data?.closeDay).toMatchObject({
        state: 'CLOSED',
        businessDay: '2026-03-10',
        expected: 190,
        counted: 180,
        difference: -10,
        openingCash: 0,
        counts: [
          {
            method: 'CASH',
            expected: 150,
            counted: 140,
            difference: -10,
            note: 'A 10 note missing',
            denominations: [
              { value: 100, count: 1 },
              { value: 10, count: 4 },
            ],
          },
          { method: 'NQR', expected: 40, counted: 40, difference: 0, note: null, denominations: [] },
        ],
        closedByEmail: SUPERADMIN.email,
      });
      const closeId = (data?.closeDay as { id: string }).id;
      const [entry] = await db()
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.operation, 'closeDay'), eq(auditEntries.recordId, closeId)));
      expect([entry.resource, entry.restaurantId, entry.actorEmail]).toEqual(['day_closes', bar, SUPERADMIN.email]);

      // Locked: no payment of the day changes, no order is placed into it, whoever writes; the next day is open.
      await expect(
        db().update(orders).set({ paymentStatus: 'CANCELLED' }).where(eq(orders.id, lateOrder)),
      ).rejects.toMatchObject({ cause: { code: 'RB001' } });
      await expect(
        insertOrder(db(), { restaurantId: bar, number: 99, createdAt: new Date('2026-03-10T20:00:00Z') }),
      ).rejects.toMatchObject({ cause: { code: 'RB001' } });
      await db().update(orders).set({ customerName: 'Renamed, not repaid' }).where(eq(orders.id, lateOrder));
      expect(errorOf(await as('superadmin', CLOSE, { input }))).toEqual(['CONFLICT', undefined]);

      const unclosed = await as<{ unclosedDays: { restaurantId: string }[] }>(
        'superadmin',
        '{ unclosedDays { restaurantId } }',
        {},
      );
      expect(unclosed.data?.unclosedDays.filter((row) => row.restaurantId === bar)).toEqual([]);
      const next = await as<{ daySheet: { openingCash: number; methods: unknown[] } }>('superadmin', SHEET, {
        restaurantId: bar,
        day: '2026-03-11',
      });
      expect([next.data?.daySheet.openingCash, next.data?.daySheet.methods]).toEqual([
        140,
        [{ method: 'CASH', orders: 1, paid: 70, expected: 210 }],
      ]);
    });

    it('only a super admin reopens a closed day, with a reason; the day then takes changes and is closed again as the same close', async () => {
      const sheet = await as<{ daySheet: { close: { id: string; state: string } } }>('superadmin', SHEET, {
        restaurantId: bar,
        day: '2026-03-10',
      });
      const id = sheet.data!.daySheet.close.id;
      expect(errorOf(await as('admin', REOPEN, { id, reason: 'Miscounted' }))).toEqual(['FORBIDDEN', undefined]);
      expect(errorOf(await as('superadmin', REOPEN, { id, reason: '   ' }))).toEqual([
        'BAD_USER_INPUT',
        { reason: 'validation.required' },
      ]);
      const { data } = await as<{ reopenDay: unknown }>('superadmin', REOPEN, {
        id,
        reason: 'The 10 note was in the safe',
      });
      expect(data?.reopenDay).toEqual({
        id,
        state: 'REOPENED',
        reopenReason: 'The 10 note was in the safe',
        reopenedByEmail: SUPERADMIN.email,
      });
      expect(errorOf(await as('superadmin', REOPEN, { id, reason: 'Again' }))).toEqual(['CONFLICT', undefined]);
      const [entry] = await db()
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.operation, 'reopenDay'), eq(auditEntries.recordId, id)));
      expect(JSON.parse(entry.details as string)).toEqual({ reason: 'The 10 note was in the safe' });

      await db()
        .update(orders)
        .set({ paymentStatus: 'PAID' })
        .where(and(eq(orders.restaurantId, bar), eq(orders.paymentStatus, 'UNPAID')));
      const input = {
        restaurantId: bar,
        businessDay: '2026-03-10',
        counts: [
          { method: 'CASH', counted: 170 },
          { method: 'NQR', counted: 40 },
        ],
      };
      const again = await as<{ closeDay: { id: string; counts: { expected: number; difference: number }[] } }>(
        'superadmin',
        CLOSE,
        { input },
      );
      expect([again.data?.closeDay.id, again.data?.closeDay.counts[0]]).toEqual([
        id,
        expect.objectContaining({ expected: 170, difference: 0 }),
      ]);
    });

    it("an ADMIN reads and closes its own restaurant's days, and never another's", async () => {
      const own = DEMO_RESTAURANT_IDS.warungNusantara;
      const sheet = await as<{ daySheet: { methods: { method: string; expected: number }[] } }>('admin', SHEET, {
        restaurantId: own,
        day: '2020-01-01',
      });
      const counts = sheet.data!.daySheet.methods.map(({ method, expected }) => ({ method, counted: expected }));
      const closed = await as<{ closeDay: { state: string } }>('admin', CLOSE, {
        input: { restaurantId: own, businessDay: '2020-01-01', counts },
      });
      expect(closed.data?.closeDay.state).toBe('CLOSED');
      expect(errorOf(await as('admin', SHEET, { restaurantId: bar, day: '2026-03-10' }))).toEqual([
        'NOT_FOUND',
        undefined,
      ]);
      const list = await as<{ allDayCloses: { restaurantId: string }[] }>(
        'admin',
        '{ allDayCloses(perPage: 100) { restaurantId } }',
        {},
      );
      expect(list.errors).toBeUndefined();
      expect(new Set(list.data?.allDayCloses.map((row) => row.restaurantId))).toEqual(new Set([own]));
    });

    it("a day and a month of closes as CSV, a line per day and method, for whoever reads the restaurant's closes", async () => {
      const download = async (who: 'superadmin' | 'admin', filter: Record<string, unknown>) => {
        const response = await fetch(
          `${server().url}${DAY_CLOSES_EXPORT_PATH}?filter=${encodeURIComponent(JSON.stringify(filter))}`,
          { headers: { authorization: `JWT ${tokens[who]}` } },
        );
        return { status: response.status, text: await response.text() };
      };
      const month = await download('superadmin', { restaurantId: bar, dayFrom: '2026-03-01', dayUntil: '2026-03-31' });
      const lines = month.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect([month.status, lines[0]]).toEqual([200, DAY_CLOSES_CSV_HEADERS.join(',')]);
      const cells = lines.slice(1).map((line) => line.split(',').slice(0, 8));
      expect(cells).toEqual([
        [
          '2026-03-10',
          'Day Close Bar',
          expect.any(String),
          'CASH',
          expect.any(String),
          expect.any(String),
          expect.any(String),
          expect.any(String),
        ],
        ['2026-03-10', 'Day Close Bar', expect.any(String), 'NQR', '40.00', '40.00', '0.00', ''],
      ]);
      const otherDay = await download('superadmin', {
        restaurantId: bar,
        dayFrom: '2026-03-11',
        dayUntil: '2026-03-11',
      });
      expect(otherDay.text.trim().split('\n')).toHaveLength(1); // the header alone: that day is not closed
      const notHers = await download('admin', { restaurantId: bar, dayFrom: '2026-03-01', dayUntil: '2026-03-31' });
      expect(notHers.text.trim().split('\n')).toHaveLength(1); // another restaurant's closes: none
      const badDay = await download('superadmin', { restaurantId: bar, dayFrom: '2026-02-30' });
      expect(badDay.status).toBe(400);
      expect((await download('superadmin', { dayFrom: '2026-03-01' })).status).toBe(400);
    });

    it("the analytics screen's figures by day and by payment method are the day sheets' paid totals; the closes are measures too", async () => {
      const load = async (query: Query) => {
        const response = await fetch(
          `${server().url}/cubejs-api/v1/load?query=${encodeURIComponent(JSON.stringify(query))}`,
          { headers: { authorization: tokens.superadmin } },
        );
        expect(response.status).toBe(200);
        return ((await response.json()) as { data: Record<string, string | number>[] }).data;
      };
      const days = ['2026-03-10', '2026-03-11'];
      const sheets = await Promise.all(
        days.map(
          async (day) =>
            (
              await as<{ daySheet: { methods: { method: string; paid: number }[] } }>('superadmin', SHEET, {
                restaurantId: bar,
                day,
              })
            ).data!.daySheet,
        ),
      );
      const byDay = await load(overTimeQuery([bar], { from: days[0], to: days[1] }));
      expect(
        byDay.map((row) => [String(row['Orders.businessDay.day']).slice(0, 10), Number(row['Orders.revenue'])]),
      ).toEqual(days.map((day, i) => [day, sheets[i].methods.reduce((sum, m) => sum + m.paid, 0)]));
      const byMethod = await load(mixQuery('paymentMethod', [bar], { from: days[0], to: days[0] }));
      const revenueOf = new Map(byMethod.map((row) => [row['Orders.paymentMethod'], Number(row['Orders.revenue'])]));
      for (const { method, paid } of sheets[0].methods) expect(revenueOf.get(method), method).toBe(paid);

      // The closes themselves, as measures by method (what a Cube deployment answers too): the close's own counts.
      const closes = await load({
        measures: ['DayCloses.expected', 'DayCloses.counted', 'DayCloses.difference', 'DayCloses.days'],
        dimensions: ['DayCloses.paymentMethod'],
        timeDimensions: [{ dimension: 'DayCloses.businessDay', dateRange: ['2026-03-01', '2026-03-31'] }],
        filters: [{ member: 'DayCloses.restaurantId', operator: 'equals', values: [bar] }],
        order: { 'DayCloses.paymentMethod': 'asc' },
        timezone: 'UTC',
      });
      const stored = await as<{
        allDayCloses: { counts: { method: string; expected: number; counted: number; difference: number }[] }[];
      }>(
        'superadmin',
        `{ allDayCloses(filter: { restaurantId: "${bar}" }) { counts { method expected counted difference } } }`,
        {},
      );
      expect(
        closes.map((row) => [
          row['DayCloses.paymentMethod'],
          ...['expected', 'counted', 'difference', 'days'].map((m) => Number(row[`DayCloses.${m}`])),
        ]),
      ).toEqual(stored.data!.allDayCloses[0].counts.map((c) => [c.method, c.expected, c.counted, c.difference, 1]));
    });
  },
  { now: () => NOW },
);
