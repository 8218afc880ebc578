/**
 * `adjustMenuPrices(ids, amount | percent)`: each menu its own new price (its price plus the
 * amount, or changed by the percentage), rounded to its restaurant's currency, written through
 * the kernel's update of each row: a price below 0 or above the largest refuses the whole call,
 * naming every menu it refuses, and nothing is written.
 */
import type { GraphQLResolveInfo } from 'graphql';
import { adjustedPrice, LIMITS, type Currency, type PriceAdjustment } from '../../../../domain';
import { invalidInput } from '../../appError';
import { boundedIds } from '../../crud/listQuery';
import { updateEach } from '../../crud/writes';
import type { Args, GuardedContext, GuardedOperation } from '../../operation';
import type { Row, ServerResource } from '../../resource';
import { restaurantCurrency } from './restaurantCurrency';

export const PRICE_ADJUSTMENT_SDL =
  'extend type Mutation { adjustMenuPrices(ids: [ID!]!, amount: Float, percent: Float): [Menu!]! }';

/** Exactly one of the two. */
function adjustmentOf(args: Args): PriceAdjustment {
  const given = (value: unknown): value is number => typeof value === 'number';
  if (given(args.amount) && given(args.percent))
    throw invalidInput({ percent: { key: 'validation.invalid', params: { attr: 'Percentage' } } });
  if (given(args.amount)) return { amount: args.amount };
  if (given(args.percent)) return { percent: args.percent };
  throw invalidInput({ amount: { key: 'validation.required' } });
}

async function adjustPrices(resource: ServerResource, args: Args, context: GuardedContext, info: GraphQLResolveInfo) {
  const adjustment = adjustmentOf(args);
  const currencies = new Map<string, Currency | undefined>();
  const currencyOf = async (restaurantId: string) => {
    if (!currencies.has(restaurantId)) currencies.set(restaurantId, await restaurantCurrency(context.db, restaurantId));
    return currencies.get(restaurantId);
  };
  const patch = async (stored: Row) => ({
    price: adjustedPrice(Number(stored.price), adjustment, await currencyOf(stored.restaurantId as string)),
  });
  return updateEach(resource, args.ids as unknown[], patch, context, info);
}

export const priceAdjustmentOperation = (resource: ServerResource): GuardedOperation => ({
  name: 'adjustMenuPrices',
  type: 'Mutation',
  verb: 'custom',
  access: { kind: 'permission', area: 'menus', action: 'edit' },
  // Bounded as updateEach bounds them, before the audit reads them.
  audit: { records: (args) => boundedIds(args.ids as unknown[], 'ids', LIMITS.bulk) },
  resolve: (args, context, info) => adjustPrices(resource, args, context, info),
});
