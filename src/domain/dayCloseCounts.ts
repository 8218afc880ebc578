/**
 * Counting a business day (docs/business-day.md): the notes and coins of each currency and the
 * arithmetic of a count, shared by the counting form and closeDay. A module apart from the description
 * (resources/dayCloses.ts) so that it loads with the screen, not with every screen.
 */
import type { Currency } from './currency';
import type { PaymentMethod } from './enums';

/** The notes and coins of each currency, largest first: what a cash count is made of. */
export const CASH_DENOMINATIONS: Readonly<Record<Currency, readonly number[]>> = {
  'Rp.': [100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100],
  S$: [100, 50, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05],
  A$: [100, 50, 20, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05],
  NZ$: [100, 50, 20, 10, 5, 2, 1, 0.5, 0.2, 0.1],
  US$: [100, 50, 20, 10, 5, 2, 1, 0.25, 0.1, 0.05, 0.01],
};

export interface DenominationCount {
  value: number;
  count: number;
}

/** The most a count may say (an amount beyond any drawer, or a typing slip). */
export const MAX_COUNTED = 1_000_000_000_000;
/** The longest note on a count, and on a reopening's reason. */
export const DAY_CLOSE_NOTE_MAX = 500;

const cents = (amount: number) => Math.round(amount * 100);

/** Money to the cent (sums of decimals drift: 0.1 + 0.2). */
export const toCents = (amount: number) => cents(amount) / 100;

/** What notes and coins add up to. */
export const denominationTotal = (denominations: readonly DenominationCount[]) =>
  toCents(denominations.reduce((sum, { value, count }) => sum + cents(value) * count, 0) / 100);

/** Counted − expected, to the cent: positive when there is more than the orders say. */
export const dayCloseDifference = (counted: number, expected: number) => toCents(counted - expected);

/** A count as a close records it, per payment method. */
export interface MethodCount {
  method: PaymentMethod;
  expected: number;
  counted: number;
  difference: number;
  note: string | null;
  denominations: DenominationCount[];
}

/** The closes of a restaurant's days as CSV (made by the server): a line per day and payment method. */
export const DAY_CLOSES_EXPORT_PATH = '/exports/day_closes.csv';

/** A business day a restaurant took paid orders but has not closed (the `unclosedDays` query's rows). */
export interface UnclosedDay {
  restaurantId: string;
  restaurantName: string;
  currency: string;
  businessDay: string;
  paidOrders: number;
  paid: number;
}
