/**
 * `guestMenu(slug)` (public): a restaurant's menu as a guest sees it behind a QR code — its name,
 * hours and open state by the server clock, the categories guests see with the items offered in
 * them (sold out marked), and its active package menus. Nothing a guest could not see: no hidden
 * or inactive items, no hidden categories, no people, no settings beyond these.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { hoursOfDay, isOpen, isSoldOut } from '../../../../domain';
import type { Database } from '../../../db/database';
import { menuCategories, menuOptionGroups, menuOptions, menus, packageMenuGroups, packageMenus, restaurants } from '../../../db/schema';
import type { PublicOperation } from '../../operation';

/** The most rows one answer holds, whatever the restaurant keeps. */
export const GUEST_MENU_LIMITS = { items: 1000, categories: 200, packages: 100 } as const;

export const GUEST_MENU_SDL = `
"A choice of a guest item's option group, with what it adds to the price."
type GuestOption { id: ID!, name: String!, price: Float! }
type GuestOptionGroup { id: ID!, name: String!, min: Int!, max: Int!, options: [GuestOption!]! }
"An item offered to guests (active, not hidden); soldOut by the server clock."
type GuestItem {
  id: ID!
  name: String!
  nameSecondary: String
  description: String
  descriptionSecondary: String
  price: Float!
  imageUrl: String
  soldOut: Boolean!
  optionGroups: [GuestOptionGroup!]!
}
"A category guests see, with its offered items; id and names are null for the items of no category."
type GuestCategory { id: ID, name: String, nameSecondary: String, items: [GuestItem!]! }
"A package group: choiceIds are the offered items among its menus."
type GuestPackageGroup { name: String!, min: Int!, max: Int!, choiceIds: [ID!]! }
type GuestPackage { id: ID!, name: String!, price: Float!, imageUrl: String, groups: [GuestPackageGroup!]! }
"A restaurant's menu as guests see it (the page behind its QR codes)."
type GuestMenu {
  name: String!
  slug: String!
  logoUrl: String
  currency: String!
  primaryLanguage: String
  secondaryLanguage: String
  openingHours: [OpeningInterval!]!
  "Today's intervals by the server clock."
  todayHours: [OpeningInterval!]!
  openNow: Boolean!
  categories: [GuestCategory!]!
  packages: [GuestPackage!]!
}
extend type Query { guestMenu(slug: String!): GuestMenu }
`;

type Item = typeof menus.$inferSelect;

/** Each item's option groups with their options, in their order. */
async function optionGroupsOf(db: Database, items: readonly Item[]) {
  const groups = items.length
    ? await db.select().from(menuOptionGroups).where(inArray(menuOptionGroups.menuId, items.map((item) => item.id))).orderBy(asc(menuOptionGroups.position))
    : [];
  const options = groups.length
    ? await db.select().from(menuOptions).where(inArray(menuOptions.groupId, groups.map((group) => group.id))).orderBy(asc(menuOptions.position))
    : [];
  const byMenu = new Map<string, { id: string; name: string; min: number; max: number; options: { id: string; name: string; price: number }[] }[]>();
  for (const { id, menuId, name, min, max } of groups) {
    const groupOptions = options.filter((option) => option.groupId === id).map(({ id: optionId, name: optionName, price }) => ({ id: optionId, name: optionName, price }));
    byMenu.set(menuId, [...(byMenu.get(menuId) ?? []), { id, name, min, max, options: groupOptions }]);
  }
  return byMenu;
}

export const guestMenu: PublicOperation = {
  name: 'guestMenu',
  type: 'Query',
  access: { kind: 'public' },
  async resolve(args, { db, now: clock }) {
    const [restaurant] = await db.select().from(restaurants).where(eq(restaurants.slug, String(args.slug)));
    if (!restaurant) return null;
    const now = clock();
    const categories = await db
      .select({ id: menuCategories.id, name: menuCategories.name, nameSecondary: menuCategories.nameSecondary })
      .from(menuCategories)
      .where(and(eq(menuCategories.restaurantId, restaurant.id), eq(menuCategories.hidden, false)))
      .orderBy(asc(menuCategories.position), asc(menuCategories.name))
      .limit(GUEST_MENU_LIMITS.categories);
    const shown = new Set(categories.map((category) => category.id));
    // Offered items alone (isOffered, in SQL so that the limit counts only them), in categories guests see.
    const items = (
      await db
        .select()
        .from(menus)
        .where(and(eq(menus.restaurantId, restaurant.id), eq(menus.status, 'ACTIVE'), eq(menus.hidden, false)))
        .orderBy(asc(menus.position), asc(menus.name))
        .limit(GUEST_MENU_LIMITS.items)
    ).filter((item) => item.categoryId === null || shown.has(item.categoryId));
    const optionGroups = await optionGroupsOf(db, items);
    const guestItem = ({ id, name, nameSecondary, description, descriptionSecondary, price, imageUrl, soldOutUntil }: Item) => ({
      id,
      name,
      nameSecondary,
      description,
      descriptionSecondary,
      price,
      imageUrl,
      soldOut: isSoldOut(soldOutUntil, now),
      optionGroups: optionGroups.get(id) ?? [],
    });
    const sections = [...categories, { id: null, name: null, nameSecondary: null }]
      .map((category) => ({ ...category, items: items.filter((item) => item.categoryId === category.id).map(guestItem) }))
      .filter((section) => section.items.length > 0);

    const packages = await db
      .select({ id: packageMenus.id, name: packageMenus.name, price: packageMenus.price, imageUrl: packageMenus.imageUrl })
      .from(packageMenus)
      .where(and(eq(packageMenus.restaurantId, restaurant.id), eq(packageMenus.status, 'ACTIVE')))
      .orderBy(asc(packageMenus.name))
      .limit(GUEST_MENU_LIMITS.packages);
    const groups = packages.length
      ? await db.select().from(packageMenuGroups).where(inArray(packageMenuGroups.packageMenuId, packages.map((p) => p.id))).orderBy(asc(packageMenuGroups.position))
      : [];
    const offered = new Set(items.map((item) => item.id));
    const { name, slug, logoUrl, currency, primaryLanguage, secondaryLanguage, openingHours } = restaurant;
    return {
      name,
      slug,
      logoUrl,
      currency,
      primaryLanguage,
      secondaryLanguage,
      openingHours,
      todayHours: hoursOfDay(restaurant.openingHours, now.getDay()),
      openNow: isOpen(restaurant.openingHours, now),
      categories: sections,
      packages: packages.map((pkg) => ({
        ...pkg,
        groups: groups
          .filter((group) => group.packageMenuId === pkg.id)
          .map((group) => ({ name: group.name, min: group.min, max: group.max, choiceIds: group.menuIds.filter((id) => offered.has(id)) })),
      })),
    };
  },
};
