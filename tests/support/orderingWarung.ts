/**
 * The demo's Warung Nusantara ready for a guest's order in a browser test: open around the clock (so an order is
 * taken whenever the test runs), its menus a guest orders as they are (not sold out, no option to choose) and the
 * order of one of them at a table that makes its minimum (Rp. 50.000).
 */
import { graphql } from './graphql';

export const WARUNG_SLUG = 'warung-nusantara';
/** Warung Nusantara's minimum order, in rupiah. */
const MINIMUM_ORDER = 50_000;
const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '00:00', end: '00:00', allDay: true }));

export interface OrderableMenu {
  id: string;
  name: string;
  price: number;
  /** How many of it make the restaurant's minimum order. */
  minimum: number;
}

interface GuestItem {
  id: string;
  name: string;
  price: number;
  soldOut: boolean;
  optionGroups: { min: number }[];
}

/**
 * Opens the restaurant every day all day, with `settings` (a super admin's change of the restaurant) besides; its
 * orderable menus in the guest menu's order.
 */
export async function openAllWeek(
  url: string,
  restaurantId: string,
  superadminToken: string,
  settings: Record<string, unknown> = {},
): Promise<OrderableMenu[]> {
  await graphql(
    url,
    'mutation ($id: ID!, $data: RestaurantInput!) { updateRestaurant(id: $id, data: $data) { id } }',
    { id: restaurantId, data: { ...settings, openingHours: ALL_WEEK } },
    superadminToken,
  );
  const { guestMenu } = await graphql<{ guestMenu: { categories: { items: GuestItem[] }[] } }>(
    url,
    'query ($slug: String!) { guestMenu(slug: $slug) { categories { items { id name price soldOut optionGroups { min } } } } }',
    { slug: WARUNG_SLUG },
  );
  return guestMenu.categories
    .flatMap((category) => category.items)
    .filter((item) => !item.soldOut && item.optionGroups.every((group) => group.min === 0))
    .map(({ id, name, price }) => ({ id, name, price, minimum: Math.ceil(MINIMUM_ORDER / price) }));
}

/** A guest's order of the menu's minimum at a table with its code, paid in cash: placeOrder's `data`. */
export const minimumTableOrder = (menu: OrderableMenu, table: number, tableCode: string | null) => ({
  restaurantSlug: WARUNG_SLUG,
  orderType: 'DINE_IN',
  table: String(table),
  tableCode,
  paymentMethod: 'CASH',
  items: [{ menuId: menu.id, quantity: menu.minimum }],
});
