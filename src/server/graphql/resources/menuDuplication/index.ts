/**
 * `previewMenuDuplication` and `duplicateMenus`, operations of the menus resource. Both need
 * menus:new (docs/architecture.md §4: on the source's restaurant and on every target's): the source menus are
 * read within the menus' reach, and every target must be a restaurant of that reach, else
 * NOT_FOUND, as a guessed id would be.
 */
import { and, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  areaOf,
  changesCurrency,
  CLASH_CHOICES,
  LIMITS,
  rateProblem,
  type PriceRate,
  maxLength,
  maxSelected,
  minSelected,
  required,
  type MessageRef,
  type Resolution,
  type TargetPlan,
} from '../../../../domain';
import { menuCategories, menus } from '../../../db/schema';
import { assertValid, invalidInput, notFound } from '../../appError';
import { reaches } from '../../crud/access';
import { boundedIds, isUuid } from '../../crud/listQuery';
import type { Args, GuardedContext, GuardedOperation } from '../../operation';
import type { ServerResource } from '../../resource';
import { trailOf } from '../../../audit/auditTrail';
import menuCategoriesResource from '../menuCategories';
import { copyMenus, planCopies, sourceMenus } from './copyMenus';

/** At most this many target restaurants in one duplication. */
export const MAX_TARGETS = 20;

export const MENU_DUPLICATION_SDL = `
enum ClashChoice { ${CLASH_CHOICES.join(' ')} }
input MenuDuplicationInput {
  menuIds: [ID!]
  categoryIds: [ID!]
  targetRestaurantIds: [ID!]!
}
input ClashResolution {
  targetRestaurantId: ID!
  menuId: ID!
  choice: ClashChoice!
  name: String
}
input PriceRate {
  targetRestaurantId: ID!
  "Units of the target restaurant's currency that one unit of the source's is worth."
  rate: Float!
}
type PlannedMenuCopy {
  menuId: ID!
  name: String!
  categoryName: String
  "The source menu's price, in the source's currency."
  price: Float!
  clashesWith: ID
}
type MenuDuplicationTarget {
  restaurantId: ID!
  restaurantName: String!
  "The target's currency; where it differs from the source's, duplicateMenus needs a rate for it."
  currency: String!
  sourceCurrency: String!
  copies: [PlannedMenuCopy!]!
}
type MenuDuplicationOutcome {
  restaurantId: ID!
  created: Int!
  overwritten: Int!
  skipped: Int!
}
extend type Query {
  previewMenuDuplication(input: MenuDuplicationInput!): [MenuDuplicationTarget!]!
}
extend type Mutation {
  duplicateMenus(input: MenuDuplicationInput!, resolutions: [ClashResolution!], rates: [PriceRate!]): [MenuDuplicationOutcome!]!
}
`;

interface DuplicationInput {
  menuIds?: string[] | null;
  categoryIds?: string[] | null;
  targetRestaurantIds: string[];
}

const uuids = (ids: readonly unknown[] | null | undefined, field: string): string[] =>
  boundedIds(ids ?? [], field).filter(isUuid) as string[];

/**
 * The plan of a duplication: its source menus (one restaurant, within reach) and its targets (within reach; the source
 * itself too, where copies need new names).
 */
async function plan(
  menusResource: ServerResource,
  input: DuplicationInput,
  context: GuardedContext,
): Promise<TargetPlan[]> {
  assertValid(
    { targetRestaurantIds: input.targetRestaurantIds },
    { targetRestaurantIds: [minSelected('restaurant', 1), maxSelected('restaurant', MAX_TARGETS)] },
  );
  const menuIds = uuids(input.menuIds, 'menuIds');
  const categoryIds = uuids(input.categoryIds, 'categoryIds');
  const targetIds = uuids(input.targetRestaurantIds, 'targetRestaurantIds');
  if (targetIds.length !== input.targetRestaurantIds.length || targetIds.some((id) => !reaches(context.reach, id)))
    throw notFound('Restaurant');
  if (categoryIds.length) {
    const withinReach =
      context.reach === 'all' ? undefined : inArray(menuCategories.restaurantId, context.reach.restaurantIds);
    const reachable = await context.db
      .select({ id: menuCategories.id })
      .from(menuCategories)
      .where(and(inArray(menuCategories.id, categoryIds), withinReach));
    if (reachable.length !== categoryIds.length) throw notFound('MenuCategory');
  }
  const source = await sourceMenus(context.db, menuIds, categoryIds, context.scope('read'));
  if (menuIds.some((id) => !source.some((menu) => menu.id === id))) throw notFound(menusResource.descriptor.type);
  if (source.length === 0)
    throw invalidInput({ menuIds: { key: 'validation.minSelected', params: { obj: 'menu', count: 1 } } });
  const restaurants = new Set(source.map((menu) => menu.restaurantId));
  if (restaurants.size > 1) throw invalidInput({ menuIds: { key: 'validation.oneRestaurant' } });
  return planCopies(context.db, source, targetIds);
}

/** The lower-case names of the menus of each target among `names`. */
async function namesTaken(db: Database, targetIds: readonly string[], names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const lower = sql<string>`lower(${menus.name})`;
  const rows = await db
    .select({ restaurantId: menus.restaurantId, name: lower })
    .from(menus)
    .where(and(inArray(menus.restaurantId, [...targetIds]), inArray(lower, [...names])));
  return new Set(rows.map((row) => `${row.restaurantId} ${row.name}`));
}

/** Every clash resolved by its choice; a new name is given, short enough, and free in its target. */
async function checkResolutions(
  db: Database,
  plans: readonly TargetPlan[],
  resolutions: readonly Resolution[],
): Promise<void> {
  const renamed = resolutions
    .filter((r) => r.choice === 'RENAME' && r.name)
    .map((r) => (r.name as string).toLowerCase());
  const existing = await namesTaken(
    db,
    plans.map((p) => p.restaurantId),
    renamed,
  );
  const errors: Record<string, MessageRef> = {};
  resolutions.forEach((resolution, i) => {
    const target = plans.find((p) => p.restaurantId === resolution.targetRestaurantId);
    const copy = target?.copies.find((c) => c.menuId === resolution.menuId);
    if (!target || !copy) {
      errors[`resolutions.${i}.menuId`] = { key: 'validation.unknownValue', params: { attr: 'Menu' } };
      return;
    }
    if (resolution.choice === 'OVERWRITE' && copy.clashesWith === copy.menuId)
      errors[`resolutions.${i}.choice`] = { key: 'validation.overwriteItself' };
    if (resolution.choice !== 'RENAME') return;
    const name = resolution.name?.trim() ?? '';
    const invalid = required()(name) ?? maxLength(LIMITS.name)(name);
    const taken =
      existing.has(`${target.restaurantId} ${name.toLowerCase()}`) ||
      target.copies.some((c) => c.name.toLowerCase() === name.toLowerCase()) ||
      resolutions.some(
        (r, j) =>
          j !== i &&
          r.targetRestaurantId === resolution.targetRestaurantId &&
          r.choice === 'RENAME' &&
          r.name?.trim().toLowerCase() === name.toLowerCase(),
      );
    if (invalid) errors[`resolutions.${i}.name`] = invalid;
    else if (taken) errors[`resolutions.${i}.name`] = { key: 'errors.alreadyExists', params: { obj: 'Menu' } };
  });
  if (Object.keys(errors).length) throw invalidInput(errors);
}

/** A valid rate for every target of another currency, and none for a restaurant that is not a target. */
function checkRates(plans: readonly TargetPlan[], rates: readonly PriceRate[]): Map<string, number> {
  const errors: Record<string, MessageRef> = {};
  rates.forEach((rate, i) => {
    if (!plans.some((plan) => plan.restaurantId === rate.targetRestaurantId))
      errors[`rates.${i}.targetRestaurantId`] = { key: 'validation.unknownValue', params: { attr: 'Restaurant' } };
  });
  for (const plan of plans.filter(changesCurrency)) {
    const given = rates.find((rate) => rate.targetRestaurantId === plan.restaurantId)?.rate;
    const error = rateProblem(given, plan.sourceCurrency, plan.currency);
    if (error) errors[`rates.${plan.restaurantId}`] = error;
  }
  if (Object.keys(errors).length) throw invalidInput(errors);
  return new Map(rates.map((rate) => [rate.targetRestaurantId, rate.rate]));
}

export function menuDuplicationOperations(menusResource: ServerResource): GuardedOperation[] {
  const access = { kind: 'permission', area: areaOf(menusResource.descriptor), action: 'new' } as const;
  return [
    {
      name: 'previewMenuDuplication',
      type: 'Query',
      verb: 'custom',
      access,
      resolve: (args: Args, context) => plan(menusResource, args.input as DuplicationInput, context),
    },
    {
      name: 'duplicateMenus',
      type: 'Mutation',
      verb: 'custom',
      access,
      writes: ['menu_categories', 'menu_tags', 'menu_option_groups', 'menu_options'],
      // The sources (each entry names where they went); the copies made, the menus overwritten and the categories made
      // in targets are tracked as they are known.
      audit: {
        records: (args) => uuids((args.input as DuplicationInput | undefined)?.menuIds, 'menuIds'),
        details: (args) => ({
          targetRestaurantIds: (args.input as DuplicationInput | undefined)?.targetRestaurantIds ?? [],
        }),
      },
      async resolve(args: Args, context) {
        const plans = await plan(menusResource, args.input as DuplicationInput, context);
        const resolutions = ((args.resolutions as Resolution[] | null) ?? []).map((r) => ({
          ...r,
          name: r.name?.trim(),
        }));
        await checkResolutions(context.db, plans, resolutions);
        const rates = checkRates(plans, (args.rates as PriceRate[] | null) ?? []);
        const trail = trailOf(context);
        await trail.track(
          menusResource,
          plans.flatMap((target) => target.copies.map((copy) => copy.clashesWith)),
          'update',
        );
        const { outcomes, made, madeCategories } = await copyMenus(
          context.db,
          plans,
          resolutions,
          (restaurantId) => rates.get(restaurantId) ?? 1,
        );
        trail.created(menusResource, made);
        trail.created(menuCategoriesResource, madeCategories);
        return outcomes;
      },
    },
  ];
}
