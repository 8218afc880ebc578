/**
 * Realistic orders against a running server, through the public placeOrder as an ordering client
 * places them (`npm run simulate:orders`). A super admin's sign-in only reads what can be ordered:
 * the restaurants open now and their active, visible, available menus, with options that keep each
 * group's min and max, enough of them to reach the restaurant's minimum order.
 */
import {
  formatCurrency,
  isCurrency,
  isOpen,
  ORDER_TYPES_OF_PLAN,
  type OpeningInterval,
  type OrderPlan,
} from '../../domain';

export interface SimulationOptions {
  url: string;
  email: string;
  password: string;
  /** Milliseconds between two orders. */
  everyMs: number;
  /** Orders to place; 0: until stopped. */
  count: number;
  random?: () => number;
  print?: (line: string) => void;
  now?: () => Date;
}

interface Group {
  min: number;
  max: number;
  options: { id: string; price: number }[];
}

interface Menu {
  id: string;
  name: string;
  price: number;
  available: boolean;
  orderTypes: string[];
  optionGroups: Group[];
}

interface Restaurant {
  id: string;
  name: string;
  slug: string;
  currency: string;
  orderPlan: string | null;
  minimumOrder: number | null;
  timeZone: string;
  openingHours: OpeningInterval[];
  paymentMethods: { method: string; active: boolean }[];
}

const RESTAURANTS =
  '{ allRestaurants(perPage: 100) { id name slug currency orderPlan minimumOrder timeZone openingHours { day start end allDay } paymentMethods { method active } } }';
const MENUS =
  'query ($id: ID!) { allMenus(perPage: 100, filter: { restaurantId: $id }) { id name price available orderTypes optionGroups { min max options { id price } } } }';
/** What guests are offered (the guest page's rule, hidden categories included), by id. */
const OFFERED = 'query ($slug: String!) { guestMenu(slug: $slug) { categories { items { id } } } }';
const PLACE = 'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { number total } }';
const NAMES = ['Andi', 'Budi', 'Citra', 'Dewi', 'Eko', 'Maya', 'Putri', 'Sam', 'Tom', 'Wulan'];
const MAX_LINES = 8;

type Answer<T> = { data?: T; errors?: { message: string }[] };

/** Places `options.count` orders (or until stopped), one every `options.everyMs`; the numbers placed. */
export async function simulateOrders(options: SimulationOptions): Promise<number[]> {
  const random = options.random ?? Math.random;
  const print = options.print ?? console.log;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const call = async <T>(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
  ): Promise<Answer<T>> => {
    const response = await fetch(`${options.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as Answer<T>;
  };

  const signedIn = await call<{ login: { jwtToken: string } }>(
    'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { jwtToken } }',
    { e: options.email, p: options.password },
  );
  const token = signedIn.data?.login.jwtToken;
  if (!token) throw new Error(`Cannot sign in to ${options.url} as ${options.email}: ${signedIn.errors?.[0]?.message}`);
  const listed = await call<{ allRestaurants: Restaurant[] }>(RESTAURANTS, {}, token);
  if (!listed.data) throw new Error(`Reading restaurants failed: ${listed.errors?.[0]?.message}`);
  const menusOf = new Map<string, Menu[]>();
  for (const restaurant of listed.data.allRestaurants) {
    const found = await call<{ allMenus: Menu[] }>(MENUS, { id: restaurant.id }, token);
    if (!found.data) throw new Error(`Reading menus failed: ${found.errors?.[0]?.message}`);
    const guest = await call<{ guestMenu: { categories: { items: { id: string }[] }[] } | null }>(OFFERED, {
      slug: restaurant.slug,
    });
    const offered = new Set(
      guest.data?.guestMenu?.categories.flatMap((category) => category.items.map((item) => item.id)),
    );
    const orderable = found.data.allMenus.filter((menu) => offered.has(menu.id) && menu.available);
    if (orderable.length) menusOf.set(restaurant.id, orderable);
  }
  // A simulated guest sits at no table: a dine-in order needs the code on the table (docs/features.md, "Table codes"),
  // which the super admin the simulation signs in as does not read. It orders what a guest elsewhere can.
  const typesOf = (restaurant: Restaurant) =>
    (ORDER_TYPES_OF_PLAN[(restaurant.orderPlan ?? 'GLOBAL') as OrderPlan] ?? ORDER_TYPES_OF_PLAN.GLOBAL).filter(
      (type) => type !== 'DINE_IN',
    );
  const candidates = listed.data.allRestaurants.filter(
    (r) =>
      menusOf.has(r.id) && isCurrency(r.currency) && r.paymentMethods.some((m) => m.active) && typesOf(r).length > 0,
  );

  const orderFor = (restaurant: Restaurant) => {
    const orderType = pick(typesOf(restaurant));
    const menus = (menusOf.get(restaurant.id) ?? []).filter(
      (menu) => menu.orderTypes.length === 0 || menu.orderTypes.includes(orderType),
    );
    if (!orderType || !menus.length) return undefined;
    const items: { menuId: string; quantity: number; optionIds: string[] }[] = [];
    let subtotal = 0;
    while (
      items.length < MAX_LINES &&
      (items.length < 1 + Math.floor(random() * 3) || subtotal < (restaurant.minimumOrder ?? 0))
    ) {
      const menu = pick(menus);
      const quantity = 1 + Math.floor(random() ** 3 * 3);
      const chosen = menu.optionGroups.flatMap((group) => {
        const count = Math.min(group.min + Math.floor(random() * (group.max - group.min + 1)), group.options.length);
        return [...group.options].sort(() => random() - 0.5).slice(0, count);
      });
      items.push({ menuId: menu.id, quantity, optionIds: chosen.map((option) => option.id) });
      subtotal += (menu.price + chosen.reduce((sum, option) => sum + option.price, 0)) * quantity;
    }
    return {
      restaurantSlug: restaurant.slug,
      orderType,
      paymentMethod: pick(restaurant.paymentMethods.filter((m) => m.active).map((m) => m.method)),
      customerName: pick(NAMES),
      items,
    };
  };

  const placed: number[] = [];
  print(
    `Placing ${options.count || 'endless'} orders, one every ${options.everyMs} ms, on ${options.url} (Ctrl+C stops).`,
  );
  while (options.count === 0 || placed.length < options.count) {
    const now = options.now?.() ?? new Date();
    const open = candidates.filter((restaurant) => isOpen(restaurant.openingHours, now, restaurant.timeZone));
    if (!open.length) throw new Error('No restaurant with menus is open now: try again during opening hours.');
    const restaurant = pick(open);
    const data = orderFor(restaurant);
    if (data) {
      const answer = await call<{ placeOrder: { number: number; total: number } }>(PLACE, { data });
      const time = now.toTimeString().slice(0, 8);
      if (answer.data) {
        placed.push(answer.data.placeOrder.number);
        const items = data.items.reduce((sum, item) => sum + item.quantity, 0);
        print(
          `${time} ${restaurant.name} #${answer.data.placeOrder.number} ${data.orderType} ${items} item(s) ${formatCurrency(answer.data.placeOrder.total, restaurant.currency as never)}`,
        );
      } else print(`${time} ${restaurant.name}: refused (${answer.errors?.[0]?.message})`);
    }
    if (options.count === 0 || placed.length < options.count)
      await new Promise((resolve) => setTimeout(resolve, options.everyMs));
  }
  return placed;
}
