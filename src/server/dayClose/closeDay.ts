/**
 * Closing and reopening a business day. A close records, per payment method of the day's
 * sheet, what was expected, what was counted (cash optionally by notes and coins), the difference
 * and a note when there is one; it locks the day's instants (migration 0018's trigger). Only a
 * super admin reopens a closed day, with a reason; closing it again counts anew.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  CASH_DENOMINATIONS,
  DAY_CLOSE_NOTE_MAX,
  dayCloseDifference,
  denominationTotal,
  formatCurrency,
  isDay,
  MAX_COUNTED,
  toCents,
  type DenominationCount,
  type MessageRef,
  type MethodCount,
} from '../../domain';
import { dayCloses, restaurants } from '../db/schema';
import { AppError, invalidInput, notFound } from '../graphql/appError';
import { isUuid } from '../graphql/crud/listQuery';
import type { Args, GuardedContext } from '../graphql/operation';
import { reachedRestaurant } from '../graphql/resources/menuSupport/restaurantBound';
import { daySheet, type DaySheet } from './sheet';

interface CountInput {
  method: string;
  counted: number;
  note?: string | null;
  denominations?: DenominationCount[] | null;
}

const MAX_DENOMINATION_COUNT = 1_000_000;

/** What migration 0018's trigger raises when a write would change a closed day. */
export const DAY_CLOSED_SQLSTATE = 'RB001';

export const dayClosed = () => new AppError('CONFLICT', { key: 'errors.dayClosed' });

/** The restaurant and business day a day-close operation names, checked (another restaurant's is NOT_FOUND). */
export function namedDay(args: Args, context: GuardedContext): { restaurantId: string; day: string } {
  const restaurantId = reachedRestaurant(context, args.restaurantId);
  if (!isDay(args.businessDay))
    throw invalidInput({ businessDay: { key: 'validation.invalid', params: { attr: 'Business day' } } });
  return { restaurantId, day: args.businessDay };
}

/** The sheet of a day that may be counted: one that has started, on the restaurant's clock. */
export async function countableSheet(context: GuardedContext, restaurantId: string, day: string): Promise<DaySheet> {
  const sheet = await daySheet(context.db, restaurantId, day, context.now());
  if (!sheet) throw notFound('Restaurant');
  if (day > sheet.today) throw invalidInput({ businessDay: { key: 'validation.dayNotStarted' } });
  return sheet;
}

/** Each method of the sheet counted once, each count valid: the counts as the close records them. */
function methodCounts(sheet: DaySheet, input: unknown): MethodCount[] {
  const given = Array.isArray(input) ? (input as CountInput[]) : [];
  const errors: Record<string, MessageRef> = {};
  const counts = sheet.methods.map(({ method, expected }, index): MethodCount => {
    const count = given.find((c) => c.method === method);
    const field = `counts.${index}`;
    if (!count) {
      errors[`${field}.counted`] = { key: 'validation.required' };
      return { method, expected, counted: 0, difference: 0, note: null, denominations: [] };
    }
    const denominations = (count.denominations ?? []).filter((d) => d.count !== 0);
    const allowed = method === 'CASH' ? CASH_DENOMINATIONS[sheet.currency] : [];
    if (
      denominations.some(
        (d) =>
          !allowed.includes(d.value) || !Number.isInteger(d.count) || d.count < 0 || d.count > MAX_DENOMINATION_COUNT,
      )
    ) {
      errors[`${field}.denominations`] = { key: 'validation.invalid', params: { attr: 'Notes and coins' } };
    }
    const counted = count.counted;
    if (!Number.isFinite(counted) || counted < 0 || counted > MAX_COUNTED)
      errors[`${field}.counted`] = {
        key: 'validation.outOfRange',
        params: { attr: 'Counted', min: 0, max: MAX_COUNTED },
      };
    else if (denominations.length && denominationTotal(denominations) !== toCents(counted)) {
      errors[`${field}.counted`] = {
        key: 'validation.countMismatch',
        params: { total: formatCurrency(denominationTotal(denominations), sheet.currency) },
      };
    }
    const difference = dayCloseDifference(counted, expected);
    const note = count.note?.trim() || null;
    if (note && note.length > DAY_CLOSE_NOTE_MAX)
      errors[`${field}.note`] = { key: 'validation.maxLength', params: { count: DAY_CLOSE_NOTE_MAX } };
    else if (difference !== 0 && !note) errors[`${field}.note`] = { key: 'validation.differenceNote' };
    return { method, expected, counted: toCents(counted), difference, note, denominations };
  });
  const unknown = given.findIndex((c) => !sheet.methods.some((m) => m.method === c.method));
  if (unknown >= 0) errors.counts = { key: 'validation.unknownValue', params: { attr: 'Payment method' } };
  if (Object.keys(errors).length) throw invalidInput(errors);
  return counts;
}

/** The close of a restaurant's day, if any. */
export async function storedClose(context: GuardedContext, restaurantId: string, day: string) {
  const [row] = await context.db
    .select({ id: dayCloses.id, state: dayCloses.state })
    .from(dayCloses)
    .where(and(eq(dayCloses.restaurantId, restaurantId), eq(dayCloses.businessDay, day)));
  return row;
}

/** `closeDay`: counts the day and locks it; a day already closed is refused until reopened. Answers the close's id. */
export async function closeDay(args: Args, context: GuardedContext): Promise<string> {
  const input = (args.input ?? {}) as Args;
  const { restaurantId, day } = namedDay(input, context);
  // Payments of the restaurant's orders wait while the day is added up, then meet the lock (migration 0018).
  await context.db.execute(sql`select 1 from ${restaurants} where ${restaurants.id} = ${restaurantId} for update`);
  const stored = await storedClose(context, restaurantId, day);
  if (stored?.state === 'CLOSED') throw dayClosed();
  const sheet = await countableSheet(context, restaurantId, day);
  const counts = methodCounts(sheet, input.counts);
  const expected = toCents(counts.reduce((sum, c) => sum + c.expected, 0));
  const counted = toCents(counts.reduce((sum, c) => sum + c.counted, 0));
  const row = {
    state: 'CLOSED' as const,
    startsAt: sheet.startsAt,
    endsAt: sheet.endsAt,
    openingCash: sheet.openingCash,
    expected,
    counted,
    difference: dayCloseDifference(counted, expected),
    counts,
    closedAt: context.now(),
    closedByEmail: context.viewer.email,
    reopenedAt: null,
    reopenedByEmail: null,
    reopenReason: null,
  };
  if (stored) {
    await context.db.update(dayCloses).set(row).where(eq(dayCloses.id, stored.id));
    return stored.id;
  }
  const [created] = await context.db
    .insert(dayCloses)
    .values({ ...row, restaurantId, businessDay: day })
    .returning({ id: dayCloses.id });
  return created.id;
}

/**
 * `reopenDay` (super admins): a closed day takes changes again; the reason is kept on the close and in its audit entry.
 */
export async function reopenDay(args: Args, context: GuardedContext): Promise<string> {
  const reason = typeof args.reason === 'string' ? args.reason.trim() : '';
  if (!reason) throw invalidInput({ reason: { key: 'validation.required' } });
  if (reason.length > DAY_CLOSE_NOTE_MAX)
    throw invalidInput({ reason: { key: 'validation.maxLength', params: { count: DAY_CLOSE_NOTE_MAX } } });
  if (!isUuid(args.id)) throw notFound('DayClose');
  const [reopened] = await context.db
    .update(dayCloses)
    .set({ state: 'REOPENED', reopenedAt: context.now(), reopenedByEmail: context.viewer.email, reopenReason: reason })
    .where(and(eq(dayCloses.id, args.id), context.scope('write'), eq(dayCloses.state, 'CLOSED')))
    .returning({ id: dayCloses.id });
  if (reopened) return reopened.id;
  const [exists] = await context.db
    .select({ id: dayCloses.id })
    .from(dayCloses)
    .where(and(eq(dayCloses.id, args.id), context.scope('read')));
  throw exists ? new AppError('CONFLICT', { key: 'errors.dayNotClosed' }) : notFound('DayClose');
}
