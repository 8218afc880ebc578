/**
 * Menus of a restaurant: tags, option groups (→ options) saved with the menu, the order types its
 * plan allows, and availability: sold out until a time, available again by the server clock.
 */
import { MENU_DUPLICATION_SDL, menuDuplicationOperations } from './menuDuplication';
import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import {
  amountInCurrency,
  isSoldOut,
  LIMITS,
  MENUS,
  orderTypesOutsidePlan,
  REST_OF_DAY,
  SOLD_OUT_CHOICES,
  SOLD_OUT_DURATIONS,
  type MessageRef,
  type SoldOutDuration,
} from '../../../domain';
import { businessDaySql, businessDayStartSql } from '../../db/businessDaySql';
import {
  menuCategories,
  menuOptionGroups,
  menuOptions,
  menus,
  menuTags,
  printerClasses,
  restaurants,
  tags,
} from '../../db/schema';
import { unknownMediaUrls } from '../../media/mediaUrls';
import { invalidInput, notFound } from '../appError';
import { boundedIds, isUuid } from '../crud/listQuery';
import { readRecords } from '../crud/reads';
import type { Args, GuardedContext } from '../operation';
import { defineResource, type Row, type WriteEvent } from '../resource';
import { lastPosition } from './catalogue/positions';
import { notSoldOutAt, soldOutAt } from './menuSupport/availability';
import { GUEST_MENU_SDL, guestMenu } from './menuSupport/guestMenu';
import { MENU_STOCK_SDL, menuStockOperation, stockLeftField } from './menuSupport/menuStock';
import { PRICE_ADJUSTMENT_SDL, priceAdjustmentOperation } from './menuSupport/priceAdjustment';
import { MENU_IMPACT_SDL, menuImpactOperation } from '../../menuImpact/operation';

/** Whether the row `id` of a restaurant's catalogue (categories, printer classes) is of that restaurant. */
async function ofRestaurant(
  context: GuardedContext,
  table: typeof menuCategories | typeof printerClasses,
  id: string,
  restaurantId: string,
): Promise<boolean> {
  const [row] = await context.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.restaurantId, restaurantId)));
  return row !== undefined;
}

/** Its price and its options' in the restaurant's currency: whole Rupiah, cents in the others. */
function amountsInCurrency(record: Row, currency: unknown): Record<string, MessageRef> {
  const errors: Record<string, MessageRef> = {};
  const price = amountInCurrency('Price', record.price, currency);
  if (price) errors.price = price;
  const groups = Array.isArray(record.optionGroups) ? (record.optionGroups as Row[]) : [];
  groups.forEach((group, g) =>
    (Array.isArray(group.options) ? (group.options as Row[]) : []).forEach((option, o) => {
      const problem = amountInCurrency('Price', option.price, currency);
      if (problem) errors[`optionGroups.${g}.options.${o}.price`] = problem;
    }),
  );
  return errors;
}

/**
 * The category and printer class are the menu's restaurant's; the image was uploaded here; the order
 * types are within the restaurant's plan; the amounts fit its currency.
 */
async function checkMenu({ record, context }: WriteEvent): Promise<Record<string, MessageRef>> {
  const restaurantId = record.restaurantId as string;
  const [restaurant] = await context.db
    .select({ plan: restaurants.orderPlan, currency: restaurants.currency })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  const errors = amountsInCurrency(record, restaurant?.currency);
  if (record.categoryId && !(await ofRestaurant(context, menuCategories, record.categoryId as string, restaurantId))) {
    errors.categoryId = { key: 'validation.unknownValue', params: { attr: 'Category' } };
  }
  if (
    record.printerClassId &&
    !(await ofRestaurant(context, printerClasses, record.printerClassId as string, restaurantId))
  ) {
    errors.printerClassId = { key: 'validation.unknownValue', params: { attr: 'Printer class' } };
  }
  if ((await unknownMediaUrls(context.db, [record.imageUrl])).length)
    errors.imageUrl = { key: 'validation.invalid', params: { attr: 'Image' } };
  const types = (record.orderTypes as string[] | undefined) ?? [];
  const outside = types.length ? orderTypesOutsidePlan(types, restaurant?.plan) : undefined;
  if (outside) errors.orderTypes = outside;
  return errors;
}

/** The menus `setMenuAvailability` changes, at most the bulk limit (its audit reads them first). */
const availabilityIds = (args: Args) => boundedIds(args.ids as unknown[], 'ids', LIMITS.bulk) as string[];

/**
 * Each menu's restaurant's next business day start after `now` (the same rule as soldOutUntil's, in SQL: menus of
 * several restaurants at once).
 */
const nextBusinessDay = (now: Date) =>
  sql`(select ${businessDayStartSql(sql`${businessDaySql(sql`${now.toISOString()}::timestamptz`, restaurants.timeZone, restaurants.dayCutoff)} + 1`, restaurants.timeZone, restaurants.dayCutoff)}
    from ${restaurants} where ${restaurants.id} = ${menus.restaurantId})`;

/**
 * `setMenuAvailability`: available again now, or sold out for one of docs/spec.md §9's durations or for the rest
 * of each menu's restaurant's business day; every menu or none.
 */
async function setAvailability(args: Args, context: GuardedContext): Promise<string[]> {
  const ids = availabilityIds(args);
  const duration = args.soldOutFor as SoldOutDuration | null | undefined;
  if (!args.available && !duration) throw invalidInput({ soldOutFor: { key: 'validation.required' } });
  if (!ids.every(isUuid)) throw notFound('Menu');
  const now = context.now();
  const soldOutUntil = args.available
    ? null
    : duration === REST_OF_DAY
      ? nextBusinessDay(now)
      : new Date(now.getTime() + SOLD_OUT_DURATIONS[duration as Exclude<SoldOutDuration, typeof REST_OF_DAY>]);
  const updated = await context.db
    .update(menus)
    .set({ soldOutUntil, updatedAt: context.now() })
    .where(and(inArray(menus.id, ids), context.scope('write')))
    .returning({ id: menus.id });
  if (updated.length !== ids.length) throw notFound('Menu'); // rolls back the menus already changed
  return ids;
}

export default defineResource({
  descriptor: MENUS,
  table: menus,
  // Where a copy came from is read by the impact preview alone, within the viewer's reach: the id may name another
  // restaurant's menu.
  hidden: ['sourceMenuId'],
  search: ['name', 'nameSecondary', 'description'],
  filters: ['categoryId', 'status', 'hidden', 'featured'],
  customFilters: {
    tagId: {
      type: 'ID',
      where: (value) =>
        isUuid(value)
          ? exists(
              sql`(select 1 from ${menuTags} where ${menuTags.menuId} = ${menus.id} and ${menuTags.tagId} = ${value})`,
            )
          : sql`false`,
    },
    soldOut: {
      type: 'Boolean',
      where: (value, { now }) => (value ? soldOutAt(now) : notSoldOutAt(now)),
    },
  },
  sortable: ['name', 'price', 'position', 'status', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'name', order: 'ASC' },
  unique: [{ fields: ['restaurantId', 'name'], index: 'menus_restaurant_name_unique', caseInsensitive: true }],
  json: { orderTypes: { output: '[String!]', input: '[String!]' } },
  relations: { tagIds: { link: menuTags, own: menuTags.menuId, other: menuTags.tagId, target: tags, attr: 'Tags' } },
  children: {
    optionGroups: {
      type: 'MenuOptionGroup',
      table: menuOptionGroups,
      parent: menuOptionGroups.menuId,
      position: menuOptionGroups.position,
      descriptor: MENUS.children.optionGroups,
      children: {
        options: {
          type: 'MenuOption',
          table: menuOptions,
          parent: menuOptions.groupId,
          position: menuOptions.position,
          descriptor: MENUS.children.optionGroups.children.options,
        },
      },
    },
  },
  computed: {
    available: {
      type: 'Boolean!',
      needs: ['soldOutUntil'],
      resolve: (row, { now }) => !isSoldOut(row.soldOutUntil as Date | null, now),
    },
    stockLeft: stockLeftField,
  },
  createDefaults: lastPosition('position', menus.position),
  check: checkMenu,
  sdl: `
enum SoldOutDuration { ${SOLD_OUT_CHOICES.join(' ')} }
extend type Mutation { setMenuAvailability(ids: [ID!]!, available: Boolean!, soldOutFor: SoldOutDuration): [Menu!]! }
${MENU_DUPLICATION_SDL}
${PRICE_ADJUSTMENT_SDL}
${MENU_STOCK_SDL}
${GUEST_MENU_SDL}
${MENU_IMPACT_SDL}`,
  operations: (resource) => [
    {
      name: 'setMenuAvailability',
      type: 'Mutation',
      verb: 'custom',
      access: { kind: 'permission', area: 'menus', action: 'edit' },
      audit: { records: availabilityIds },
      async resolve(args, context, info) {
        const ids = await setAvailability(args, context);
        return readRecords(resource, context, inArray(menus.id, ids), info);
      },
    },
    menuStockOperation(resource),
    priceAdjustmentOperation(resource),
    ...menuDuplicationOperations(resource),
    menuImpactOperation,
  ],
  publicOperations: () => [guestMenu],
});
