import { ITEM_STATUSES, ORDER_TYPES, ORDER_TYPES_OF_PLAN, type OrderPlan } from '../enums';
import {
  integer,
  LIMITS,
  maxLength,
  maxSelected,
  maxValue,
  minValue,
  notAboveChoices,
  notBelowField,
  number,
  oneOf,
  required,
  type MessageRef,
  type Rule,
} from '../validation';
import { defineDescriptor } from './descriptor';

export const MAX_MENU_TAGS = 10;
export const MAX_OPTION_GROUPS = 20;
export const MAX_OPTIONS = 30;

/** Every order type given is one of docs/spec.md §3's. */
const orderTypes = (): Rule => (value) =>
  Array.isArray(value) && value.some((type) => !(ORDER_TYPES as readonly unknown[]).includes(type))
    ? { key: 'validation.unknownValue', params: { attr: 'Order type' } }
    : undefined;

/** The order types a restaurant's plan allows (docs/architecture.md §5); a restaurant without a plan allows none. */
export function orderTypesAllowed(plan: string | null | undefined): readonly string[] {
  return plan && plan in ORDER_TYPES_OF_PLAN ? ORDER_TYPES_OF_PLAN[plan as OrderPlan] : [];
}

/** The error when a menu is sold for an order type its restaurant's plan does not allow. */
export function orderTypesOutsidePlan(
  types: readonly string[],
  plan: string | null | undefined,
): MessageRef | undefined {
  const allowed = orderTypesAllowed(plan);
  return types.every((type) => allowed.includes(type))
    ? undefined
    : { key: 'validation.unknownValue', params: { attr: 'Order type' } };
}

const wholeCount = (attr: string): Rule[] => [required(), number(), integer(), minValue(attr, 0)];

/** An option group: between `min` and `max` of its options are chosen (0 ≤ min ≤ max ≤ options). */
export const OPTION_GROUP_RULES = {
  name: [required(), maxLength(LIMITS.name)],
  min: wholeCount('Least choices'),
  max: [
    ...wholeCount('Most choices'),
    notBelowField('min', 'Most choices', 'Least choices'),
    notAboveChoices('options', 'options'),
  ],
  options: [required(), maxSelected('options', MAX_OPTIONS)],
};

/** An option: a name and what it adds to the menu's price. */
export const OPTION_RULES = {
  name: [required(), maxLength(LIMITS.name)],
  price: [required(), number(), minValue('Price', 0), maxValue('Price', LIMITS.money)],
};

/** A menu's fields (docs/architecture.md §5), in form order; order types are checked against the plan on the server. */
export const MENU_RULES = {
  restaurantId: [required()],
  name: [required(), maxLength(LIMITS.name)],
  nameSecondary: [maxLength(LIMITS.name)],
  description: [maxLength(LIMITS.description)],
  descriptionSecondary: [maxLength(LIMITS.description)],
  price: [required(), number(), minValue('Price', 0), maxValue('Price', LIMITS.money)],
  categoryId: [],
  /** Its own printer route, which wins over its category's (also set from the printer class's menus). */
  printerClassId: [],
  tagIds: [maxSelected('tags', MAX_MENU_TAGS)],
  status: [oneOf('Status', ITEM_STATUSES)],
  hidden: [],
  featured: [],
  orderTypes: [orderTypes()],
  imageUrl: [],
  optionGroups: [maxSelected('option groups', MAX_OPTION_GROUPS)],
};

/** How long a menu can be sold out (docs/spec.md §9), as `setMenuAvailability`'s `SoldOutDuration`. */
export const SOLD_OUT_DURATIONS = {
  HOUR: 3_600_000,
  DAY: 86_400_000,
  THREE_DAYS: 259_200_000,
  WEEK: 604_800_000,
  MONTH: 2_592_000_000,
} as const;
/**
 * Sold out until the restaurant's next business day starts (its zone and cut-off: docs/business-day.md; soldOut.ts).
 */
export const REST_OF_DAY = 'REST_OF_DAY';
export type SoldOutDuration = typeof REST_OF_DAY | keyof typeof SOLD_OUT_DURATIONS;
/** Every choice, the rest of the business day first (what a kitchen that has run out means). */
export const SOLD_OUT_CHOICES: readonly SoldOutDuration[] = [
  REST_OF_DAY,
  ...(Object.keys(SOLD_OUT_DURATIONS) as (keyof typeof SOLD_OUT_DURATIONS)[]),
];

/** Menus of a restaurant, with option groups edited inside the menu and saved with it. */
export const MENUS = defineDescriptor({
  name: 'menus',
  type: 'Menu',
  plural: 'Menus',
  area: 'menus',
  tenancy: { kind: 'restaurant', field: 'restaurantId' },
  input: MENU_RULES,
  children: {
    optionGroups: {
      max: MAX_OPTION_GROUPS,
      input: OPTION_GROUP_RULES,
      children: { options: { max: MAX_OPTIONS, input: OPTION_RULES } },
    },
  },
  fields: [
    'id',
    ...Object.keys(MENU_RULES).filter((field) => field !== 'optionGroups'),
    'optionGroups { id name min max options { id name price } }',
    'soldOutUntil',
    'available',
    'stockLeft',
    'dailyStock',
    'position',
  ],
  bulk: ['update'],
});

/** Sold out now: `soldOutUntil` is still ahead of the server clock (it becomes available again by itself). */
export const isSoldOut = (soldOutUntil: Date | null | undefined, now: Date) =>
  soldOutUntil instanceof Date && soldOutUntil > now;

/** Whether guests are offered the item at all (sold out or not): active and not hidden. */
export const isOffered = (item: { status: string; hidden: boolean }) => item.status === 'ACTIVE' && !item.hidden;
