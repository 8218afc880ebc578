/**
 * `npm run simulate:orders`: places realistic orders against a running server, so the live order
 * history can be watched. Signs in as the demo super admin (SIMULATE_EMAIL / SIMULATE_PASSWORD to
 * change it) only to find restaurants and their menus; orders go through the public placeOrder,
 * one every SIMULATE_INTERVAL_MS (default 5,000: within placeOrder's per-address limit) until stopped.
 * Needs the menus capability (`allMenus`); menus whose options are required are skipped.
 */
import { ORDER_TYPES_OF_PLAN, type OrderPlan } from '../../domain';

const url = process.env.SIMULATE_URL ?? 'http://localhost:4000';
const email = process.env.SIMULATE_EMAIL ?? 'superadmin@restoboard.test';
const password = process.env.SIMULATE_PASSWORD ?? 'Demo#2026';
const interval = Number(process.env.SIMULATE_INTERVAL_MS ?? 5000);
const NAMES = ['Andi', 'Budi', 'Citra', 'Dewi', 'Maya', 'Sam', 'Tom', 'Wulan'];

interface Restaurant {
  id: string;
  slug: string;
  orderPlan: string | null;
  tableCount: number;
  paymentMethods: { method: string; active: boolean }[];
}

async function call<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<{ data?: T; errors?: { message: string }[] }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: { message: string }[] };
}

const pick = <T,>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];

async function main(): Promise<void> {
  const signedIn = await call<{ login: { jwtToken: string } }>('mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { jwtToken } }', { e: email, p: password });
  const token = signedIn.data?.login.jwtToken;
  if (!token) throw new Error(`Cannot sign in to ${url} as ${email}: ${signedIn.errors?.[0]?.message}`);
  const listed = await call<{ allRestaurants: Restaurant[] }>('{ allRestaurants(perPage: 100) { id slug orderPlan tableCount paymentMethods { method active } } }', {}, token);
  const menusOf = new Map<string, string[]>();
  for (const restaurant of listed.data?.allRestaurants ?? []) {
    const found = await call<{ allMenus: { id: string }[] }>('query ($id: ID!) { allMenus(perPage: 100, filter: { restaurantId: $id }) { id } }', { id: restaurant.id }, token);
    if (found.errors) throw new Error(`Reading menus failed (${found.errors[0].message}): the menus capability must be served.`);
    if (found.data?.allMenus.length) menusOf.set(restaurant.id, found.data.allMenus.map((menu) => menu.id));
  }
  const restaurants = (listed.data?.allRestaurants ?? []).filter((r) => menusOf.has(r.id));
  if (!restaurants.length) throw new Error('No restaurant has menus to order from.');
  console.log(`Placing an order every ${interval} ms in ${restaurants.length} restaurants on ${url}; Ctrl+C stops.`);
  for (;;) {
    const restaurant = pick(restaurants);
    const orderType = pick(ORDER_TYPES_OF_PLAN[(restaurant.orderPlan ?? 'GLOBAL') as OrderPlan] ?? ['DINE_IN']);
    const items = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => ({ menuId: pick(menusOf.get(restaurant.id) ?? []), quantity: 1 + Math.floor(Math.random() * 2) }));
    const data = {
      restaurantSlug: restaurant.slug,
      orderType,
      table: orderType === 'DINE_IN' ? String(1 + Math.floor(Math.random() * Math.max(restaurant.tableCount, 1))) : null,
      paymentMethod: pick(restaurant.paymentMethods.filter((m) => m.active).map((m) => m.method)),
      customerName: pick(NAMES),
      items,
    };
    const placed = await call<{ placeOrder: { number: number; total: number } }>('mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { number total } }', { data });
    console.log(placed.data ? `${restaurant.slug} #${placed.data.placeOrder.number}: ${placed.data.placeOrder.total}` : `${restaurant.slug}: refused (${placed.errors?.[0]?.message})`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
