/**
 * `guestMenu(slug)` (public): a restaurant's menu as a guest sees it behind a QR code — its name,
 * hours and open state at the server clock's instant read on the restaurant's own clock (its time zone), the categories
 * guests see with the items offered in
 * them (sold out marked), and its active package menus. Nothing a guest could not see: no hidden
 * or inactive items, no hidden categories, no people, no settings beyond these. Bounded: a slug
 * of the slug rule's length, at most GUEST_MENU_LIMITS rows of each kind, and a number of menus
 * per client network and window (GUEST_MENU_RATE) in the shared limit store. A crowd opening one
 * menu shares its rows, kept for a second (guestRowsCache.ts). `version` tells an open guest page whether what it
 * shows is still the menu (docs/features.md, "Live guest menus").
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  businessDayOf,
  hoursToday,
  isOpen,
  isOutOfStock,
  isSoldOut,
  slug as slugRule,
  stockLeft,
} from '../../../../domain';
import type { Database } from '../../../db/database';
import type { TableWrites } from '../../../db/tableWrites';
import {
  menuCategories,
  menuOptionGroups,
  menuOptions,
  menus,
  packageMenuGroups,
  packageMenus,
  restaurants,
} from '../../../db/schema';
import { throttlePerNetwork } from '../../../limits/perNetwork';
import type { PublicOperation } from '../../operation';
import { guestRowsCache } from './guestRowsCache';
import { withVersion } from './guestMenuVersion';
import { offeredToGuests } from './offeredToGuests';

/**
 * The most rows one answer holds, whatever the restaurant keeps (20 groups of 30 options on 1,000 items would be
 * 600,000).
 */
export const GUEST_MENU_LIMITS = {
  items: 1000,
  categories: 200,
  packages: 100,
  optionGroups: 5000,
  options: 20_000,
} as const;
/** Menus one client network opens per window: a restaurant's guests share its Wi-Fi, so generous (one a second). */
export const GUEST_MENU_RATE = { menus: 600, windowMs: 10 * 60_000 } as const;

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
  "The restaurant recommends it (the menu's Featured flag)."
  featured: Boolean!
  soldOut: Boolean!
  "Sold out because its stock count ran out today (soldOut is then true too), not switched off."
  outOfStock: Boolean!
  optionGroups: [GuestOptionGroup!]!
}
"A category guests see, with its offered items; id and names are null for the items of no category."
type GuestCategory { id: ID, name: String, nameSecondary: String, items: [GuestItem!]! }
"A package group: choiceIds are the offered items among its menus (sold-out ones included)."
type GuestPackageGroup { name: String!, min: Int!, max: Int!, choiceIds: [ID!]! }
"soldOut: a group has fewer choices on sale now than it asks for."
type GuestPackage { id: ID!, name: String!, price: Float!, imageUrl: String, soldOut: Boolean!, groups: [GuestPackageGroup!]! }
"A restaurant's menu as guests see it (the page behind its QR codes)."
type GuestMenu {
  name: String!
  slug: String!
  logoUrl: String
  currency: String!
  primaryLanguage: String
  secondaryLanguage: String
  openingHours: [OpeningInterval!]!
  "Today's intervals: today on the restaurant's clock (its time zone)."
  todayHours: [OpeningInterval!]!
  openNow: Boolean!
  categories: [GuestCategory!]!
  packages: [GuestPackage!]!
  "A token of what this answer shows: the same menu gives the same one (what a live guest page compares)."
  version: String!
}
extend type Query { guestMenu(slug: String!): GuestMenu }
`;

type Item = typeof menus.$inferSelect;

type GuestOptionGroup = {
  id: string;
  name: string;
  min: number;
  max: number;
  options: { id: string; name: string; price: number }[];
};

/** Each item's option groups with their options, in their order (in one pass: a menu can hold thousands). */
async function optionGroupsOf(db: Database, items: readonly Item[]) {
  const groups = items.length
    ? await db
        .select({
          id: menuOptionGroups.id,
          menuId: menuOptionGroups.menuId,
          name: menuOptionGroups.name,
          min: menuOptionGroups.min,
          max: menuOptionGroups.max,
        })
        .from(menuOptionGroups)
        .where(
          inArray(
            menuOptionGroups.menuId,
            items.map((item) => item.id),
          ),
        )
        .orderBy(asc(menuOptionGroups.position))
        .limit(GUEST_MENU_LIMITS.optionGroups)
    : [];
  const options = groups.length
    ? await db
        .select({ id: menuOptions.id, groupId: menuOptions.groupId, name: menuOptions.name, price: menuOptions.price })
        .from(menuOptions)
        .where(
          inArray(
            menuOptions.groupId,
            groups.map((group) => group.id),
          ),
        )
        .orderBy(asc(menuOptions.position))
        .limit(GUEST_MENU_LIMITS.options)
    : [];
  const byGroup = new Map<string, GuestOptionGroup>();
  const byMenu = new Map<string, GuestOptionGroup[]>();
  for (const { menuId, ...group } of groups) {
    const guestGroup = { ...group, options: [] };
    byGroup.set(group.id, guestGroup);
    byMenu.set(menuId, [...(byMenu.get(menuId) ?? []), guestGroup]);
  }
  for (const { groupId, ...option } of options) byGroup.get(groupId)?.options.push(option);
  return byMenu;
}

/** The rows of the menu of the restaurant of that slug that guests may see (at any instant), or null. */
async function readGuestRows(db: Database, slug: string) {
  const [restaurant] = await db.select().from(restaurants).where(eq(restaurants.slug, slug));
  if (!restaurant) return null;
  const categories = await db
    .select({ id: menuCategories.id, name: menuCategories.name, nameSecondary: menuCategories.nameSecondary })
    .from(menuCategories)
    .where(and(eq(menuCategories.restaurantId, restaurant.id), eq(menuCategories.hidden, false)))
    .orderBy(asc(menuCategories.position), asc(menuCategories.name))
    .limit(GUEST_MENU_LIMITS.categories);
  const shown = new Set(categories.map((category) => category.id));
  // Offered items alone, in SQL so that the limit counts only them (those of categories past the limit are left out
  // after).
  const items = (
    await db
      .select()
      .from(menus)
      .where(offeredToGuests(restaurant.id))
      .orderBy(asc(menus.position), asc(menus.name))
      .limit(GUEST_MENU_LIMITS.items)
  ).filter((item) => item.categoryId === null || shown.has(item.categoryId));
  const optionGroups = await optionGroupsOf(db, items);
  const packages = await db
    .select({
      id: packageMenus.id,
      name: packageMenus.name,
      price: packageMenus.price,
      imageUrl: packageMenus.imageUrl,
    })
    .from(packageMenus)
    .where(and(eq(packageMenus.restaurantId, restaurant.id), eq(packageMenus.status, 'ACTIVE')))
    .orderBy(asc(packageMenus.name))
    .limit(GUEST_MENU_LIMITS.packages);
  const groups = packages.length
    ? await db
        .select()
        .from(packageMenuGroups)
        .where(
          inArray(
            packageMenuGroups.packageMenuId,
            packages.map((p) => p.id),
          ),
        )
        .orderBy(asc(packageMenuGroups.position))
    : [];
  return { restaurant, categories, items, optionGroups, packages, groups };
}

/** What readGuestRows found: null for a slug no restaurant has. */
type GuestRows = Awaited<ReturnType<typeof readGuestRows>>;

/** The menu as guests see it at `now`: what is sold out, open and today is decided here, never kept. */
function guestMenuAt(
  { restaurant, categories, items, optionGroups, packages, groups }: NonNullable<GuestRows>,
  now: Date,
) {
  const today = businessDayOf(now, { timeZone: restaurant.timeZone, cutoff: restaurant.dayCutoff });
  const outOfStock = (item: Item) => isOutOfStock(stockLeft(item, today));
  const onSale = new Map(items.map((item) => [item.id, !isSoldOut(item.soldOutUntil, now) && !outOfStock(item)]));
  const guestItem = (item: Item) => ({
    id: item.id,
    name: item.name,
    nameSecondary: item.nameSecondary,
    description: item.description,
    descriptionSecondary: item.descriptionSecondary,
    price: item.price,
    imageUrl: item.imageUrl,
    featured: item.featured,
    soldOut: !onSale.get(item.id),
    outOfStock: outOfStock(item),
    optionGroups: optionGroups.get(item.id) ?? [],
  });
  const sections = [...categories, { id: null, name: null, nameSecondary: null }]
    .map((category) => ({ ...category, items: items.filter((item) => item.categoryId === category.id).map(guestItem) }))
    .filter((section) => section.items.length > 0);
  const { name, logoUrl, currency, primaryLanguage, secondaryLanguage, openingHours } = restaurant;
  return {
    name,
    slug: restaurant.slug,
    logoUrl,
    currency,
    primaryLanguage,
    secondaryLanguage,
    openingHours,
    // Read on the restaurant's clock (its time zone), not the server's.
    todayHours: hoursToday(restaurant.openingHours, now, restaurant.timeZone),
    openNow: isOpen(restaurant.openingHours, now, restaurant.timeZone),
    categories: sections,
    packages: packages.map((pkg) => {
      const packageGroups = groups
        .filter((group) => group.packageMenuId === pkg.id)
        .map((group) => ({
          name: group.name,
          min: group.min,
          max: group.max,
          choiceIds: group.menuIds.filter((id) => onSale.has(id)),
        }));
      const soldOut = packageGroups.some((group) => group.choiceIds.filter((id) => onSale.get(id)).length < group.min);
      return { ...pkg, soldOut, groups: packageGroups };
    }),
  };
}

/**
 * The menu of `slug` as guests see it at `now`, from the rows every guest shares (read by `onRead`'s caller when it
 * calls it), with its `version`; null when no restaurant has that slug.
 */
export async function guestMenuOf(
  { db, tableWrites }: { db: Database; tableWrites: TableWrites },
  slug: string,
  now: Date,
  onRead?: () => void,
) {
  const rows = await guestRowsCache<GuestRows>(tableWrites).read(slug, () => {
    onRead?.();
    return readGuestRows(db, slug);
  });
  return rows && withVersion(guestMenuAt(rows, now));
}

export const guestMenu: PublicOperation = {
  name: 'guestMenu',
  type: 'Query',
  access: { kind: 'public' },
  async resolve(args, { db, now, limits, clientAddress, tableWrites, metrics }) {
    await throttlePerNetwork(limits, clientAddress, 'guestMenu', GUEST_MENU_RATE.windowMs, GUEST_MENU_RATE.menus);
    const asked = String(args.slug);
    if (slugRule()(asked) !== undefined) return null; // no restaurant has such a slug
    let ownRead = false;
    const menu = await guestMenuOf({ db, tableWrites }, asked, now(), () => (ownRead = true));
    metrics?.guestMenu(ownRead ? 'database' : 'shared');
    return menu;
  },
};
