/**
 * Menu duplication: chosen menus, or whole categories, of one restaurant copied into
 * others with their option groups, image, tags and category. A preview says, per target, which
 * menus are new and which clash by name with a menu already there; each clash is then skipped,
 * overwritten or copied under a new name. Everything is written in the caller's one transaction:
 * a failure leaves every target unchanged.
 */
import { and, asc, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import {
  changesCurrency,
  convertPrice,
  LIMITS,
  resolutionKey,
  ORDER_TYPES,
  ORDER_TYPES_OF_PLAN,
  type OrderPlan,
  type OrderType,
  type Resolution,
  type TargetOutcome,
  type TargetPlan,
} from '../../../../domain';
import type { Database } from '../../../db/database';
import { menuCategories, menuOptionGroups, menuOptions, menus, menuTags, restaurants } from '../../../db/schema';
import { invalidInput } from '../../appError';

export interface SourceMenu {
  id: string;
  restaurantId: string;
  name: string;
  categoryName: string | null;
  price: number;
}

const lowerName = sql<string>`lower(${menus.name})`;

/** The chosen menus with those of the chosen categories, each once, in menu order. */
export async function sourceMenus(
  db: Database,
  menuIds: readonly string[],
  categoryIds: readonly string[],
  scope: SQL | undefined,
): Promise<SourceMenu[]> {
  if (menuIds.length === 0 && categoryIds.length === 0) return [];
  const chosen = [
    menuIds.length ? inArray(menus.id, [...menuIds]) : undefined,
    categoryIds.length ? inArray(menus.categoryId, [...categoryIds]) : undefined,
  ].filter((c) => c !== undefined);
  return db
    .select({
      id: menus.id,
      restaurantId: menus.restaurantId,
      name: menus.name,
      categoryName: menuCategories.name,
      price: menus.price,
    })
    .from(menus)
    .leftJoin(menuCategories, eq(menuCategories.id, menus.categoryId))
    .where(and(chosen.length === 1 ? chosen[0] : sql`(${chosen[0]} or ${chosen[1]})`, scope))
    .orderBy(asc(menuCategories.position), asc(menus.position), asc(menus.name));
}

/** For each target, what copying `source` there would do. */
export async function planCopies(
  db: Database,
  source: readonly SourceMenu[],
  targetIds: readonly string[],
): Promise<TargetPlan[]> {
  const names = [...new Set(source.map((menu) => menu.name.toLowerCase()))];
  const sourceIds = [...new Set(source.map((menu) => menu.restaurantId))];
  const targets = await db
    .select({ id: restaurants.id, name: restaurants.name, currency: restaurants.currency })
    .from(restaurants)
    .where(inArray(restaurants.id, [...new Set([...targetIds, ...sourceIds])]));
  const existing = names.length
    ? await db
        .select({ id: menus.id, restaurantId: menus.restaurantId, name: lowerName })
        .from(menus)
        .where(and(inArray(menus.restaurantId, [...targetIds]), inArray(lowerName, names)))
    : [];
  const byTarget = new Map(targetIds.map((id) => [id, new Map<string, string>()]));
  for (const row of existing) byTarget.get(row.restaurantId)?.set(row.name, row.id);
  const restaurantOf = new Map(targets.map((t) => [t.id, t]));
  const sourceCurrency = restaurantOf.get(sourceIds[0])?.currency ?? '';
  return targetIds.map((restaurantId) => ({
    restaurantId,
    restaurantName: restaurantOf.get(restaurantId)?.name ?? '',
    currency: restaurantOf.get(restaurantId)?.currency ?? '',
    sourceCurrency,
    copies: source.map((menu) => ({
      menuId: menu.id,
      name: menu.name,
      categoryName: menu.categoryName,
      price: menu.price,
      clashesWith: byTarget.get(restaurantId)?.get(menu.name.toLowerCase()) ?? null,
    })),
  }));
}

/**
 * The target's category of that name, made (last, visible as in the source) when it has none; `madeIds` gains the ids
 * of those made.
 */
async function categoryIn(
  db: Database,
  restaurantId: string,
  sourceCategoryId: string | null,
  made: Map<string, string>,
  madeIds: string[],
): Promise<string | null> {
  if (!sourceCategoryId) return null;
  const key = `${restaurantId} ${sourceCategoryId}`;
  const known = made.get(key);
  if (known) return known;
  const [category] = await db.select().from(menuCategories).where(eq(menuCategories.id, sourceCategoryId));
  const [same] = await db
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .where(
      and(
        eq(menuCategories.restaurantId, restaurantId),
        sql`lower(${menuCategories.name}) = ${category.name.toLowerCase()}`,
      ),
    );
  let id = same?.id;
  if (!id) {
    const [{ last }] = await db
      .select({ last: max(menuCategories.position) })
      .from(menuCategories)
      .where(eq(menuCategories.restaurantId, restaurantId));
    const [created] = await db
      .insert(menuCategories)
      .values({
        restaurantId,
        name: category.name,
        nameSecondary: category.nameSecondary,
        hidden: category.hidden,
        position: (last ?? -1) + 1,
      })
      .returning({ id: menuCategories.id });
    id = created.id;
    madeIds.push(id);
  }
  made.set(key, id);
  return id;
}

/** The order types the target's plan allows (all when it has no plan). */
function allowedOrderTypes(plan: string | null): readonly OrderType[] {
  return plan && plan in ORDER_TYPES_OF_PLAN ? ORDER_TYPES_OF_PLAN[plan as OrderPlan] : ORDER_TYPES;
}

/**
 * A source price as the target sells it: converted at the rate when its currency differs; refused on the rate past the
 * largest amount.
 */
function priceIn(plan: TargetPlan, rate: number): (price: number) => number {
  return (price) => {
    const converted = changesCurrency(plan) ? convertPrice(price, rate, plan.currency) : price;
    if (converted > LIMITS.money)
      throw invalidInput({
        [`rates.${plan.restaurantId}`]: { key: 'validation.maxValue', params: { attr: 'Price', val: LIMITS.money } },
      });
    return converted;
  };
}

/**
 * Replaces the option groups and tags of `menuId` with copies of those of `sourceId`, option prices through `price`.
 */
async function copyContents(
  db: Database,
  sourceId: string,
  menuId: string,
  price: (amount: number) => number,
): Promise<void> {
  await db.delete(menuOptionGroups).where(eq(menuOptionGroups.menuId, menuId));
  await db.delete(menuTags).where(eq(menuTags.menuId, menuId));
  const tags = await db.select({ tagId: menuTags.tagId }).from(menuTags).where(eq(menuTags.menuId, sourceId));
  if (tags.length) await db.insert(menuTags).values(tags.map(({ tagId }) => ({ menuId, tagId })));
  const groups = await db
    .select()
    .from(menuOptionGroups)
    .where(eq(menuOptionGroups.menuId, sourceId))
    .orderBy(asc(menuOptionGroups.position));
  if (groups.length === 0) return;
  const copies = await db
    .insert(menuOptionGroups)
    .values(groups.map(({ name, min, max, position }) => ({ menuId, name, min, max, position })))
    .returning({ id: menuOptionGroups.id });
  // INSERT … RETURNING answers in the order of its VALUES.
  const copyOf = new Map(groups.map((group, i) => [group.id, copies[i].id]));
  const options = await db
    .select()
    .from(menuOptions)
    .where(
      inArray(
        menuOptions.groupId,
        groups.map((group) => group.id),
      ),
    );
  if (options.length) {
    await db.insert(menuOptions).values(
      options.map((option) => ({
        groupId: copyOf.get(option.groupId) as string,
        name: option.name,
        price: price(option.price),
        position: option.position,
      })),
    );
  }
}

/**
 * Copies every planned menu into its target, as each clash was resolved (a clash without a
 * resolution is skipped), prices converted at `rateOf` the target where its currency differs.
 * `resolutions` and rates are already checked: a RENAME carries a free name, a rate is given.
 */
/** What each target got, and the ids of the menus and categories made. */
export async function copyMenus(
  db: Database,
  plans: readonly TargetPlan[],
  resolutions: readonly Resolution[],
  rateOf: (restaurantId: string) => number,
): Promise<{ outcomes: TargetOutcome[]; made: string[]; madeCategories: string[] }> {
  const choiceOf = new Map(resolutions.map((r) => [resolutionKey(r.targetRestaurantId, r.menuId), r]));
  const sourceIds = [...new Set(plans.flatMap((plan) => plan.copies.map((copy) => copy.menuId)))];
  const sources = new Map(
    (sourceIds.length ? await db.select().from(menus).where(inArray(menus.id, sourceIds)) : []).map((menu) => [
      menu.id,
      menu,
    ]),
  );
  const plansOf = new Map(
    (
      await db
        .select({ id: restaurants.id, plan: restaurants.orderPlan })
        .from(restaurants)
        .where(
          inArray(
            restaurants.id,
            plans.map((p) => p.restaurantId),
          ),
        )
    ).map((r) => [r.id, r.plan]),
  );
  const categoryOf = new Map<string, string>();
  const madeCategories: string[] = [];
  const outcomes: TargetOutcome[] = [];
  const made: string[] = [];
  for (const plan of plans) {
    const outcome: TargetOutcome = { restaurantId: plan.restaurantId, created: 0, overwritten: 0, skipped: 0 };
    const price = priceIn(plan, rateOf(plan.restaurantId));
    const allowed = allowedOrderTypes(plansOf.get(plan.restaurantId) ?? null);
    let position =
      ((
        await db
          .select({ last: max(menus.position) })
          .from(menus)
          .where(eq(menus.restaurantId, plan.restaurantId))
      )[0].last ?? -1) + 1;
    for (const copy of plan.copies) {
      const source = sources.get(copy.menuId);
      if (!source) continue;
      const resolution = copy.clashesWith ? choiceOf.get(resolutionKey(plan.restaurantId, copy.menuId)) : undefined;
      if (copy.clashesWith && (!resolution || resolution.choice === 'SKIP')) {
        outcome.skipped += 1;
        continue;
      }
      const categoryId = await categoryIn(db, plan.restaurantId, source.categoryId, categoryOf, madeCategories);
      const fields = {
        categoryId,
        nameSecondary: source.nameSecondary,
        description: source.description,
        descriptionSecondary: source.descriptionSecondary,
        price: price(source.price),
        status: source.status,
        hidden: source.hidden,
        orderTypes: source.orderTypes.filter((type) => allowed.includes(type)),
        imageUrl: source.imageUrl,
        sourceMenuId: source.id,
        updatedAt: new Date(),
      };
      let menuId: string;
      if (copy.clashesWith && resolution?.choice === 'OVERWRITE') {
        await db.update(menus).set(fields).where(eq(menus.id, copy.clashesWith));
        menuId = copy.clashesWith;
        outcome.overwritten += 1;
      } else {
        const name = copy.clashesWith ? (resolution?.name as string) : source.name;
        // Featured is the target's own choice: a copy starts unfeatured, an overwritten menu keeps its own.
        const [created] = await db
          .insert(menus)
          .values({ ...fields, featured: false, restaurantId: plan.restaurantId, name, position: position++ })
          .returning({ id: menus.id });
        menuId = created.id;
        made.push(menuId);
        outcome.created += 1;
      }
      await copyContents(db, source.id, menuId, price);
    }
    outcomes.push(outcome);
  }
  return { outcomes, made, madeCategories };
}
