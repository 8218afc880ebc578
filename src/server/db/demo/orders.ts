/**
 * Demo orders (docs/architecture.md §6): six months of realistic orders in every demo restaurant (types of its
 * order plan, its active payment methods, statuses that age, lunch and dinner peaks, items of its
 * own menus), generated from a fixed seed and written in bulk (one jsonb parameter per few thousand rows).
 */
import { and, asc, count, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_TYPES_OF_PLAN,
  orderAmounts,
  lineTotal,
  type ChosenOption,
  type Currency,
  type OrderPlan,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '../../../domain';
import { loadWithoutIndexesAndKeys, withoutIndexesAndKeysInSteps } from '../bulkLoad';
import { rowsOf, type Database } from '../database';
import { demoUuid } from '../demoData';
import { menuOptionGroups, menuOptions, menus, orders, restaurants } from '../schema';

/** What can be ordered: a menu (none: a generic dish), its price and the option sets customers pick. */
export interface Dish {
  menuId?: string;
  name: string;
  price: number;
  options?: ChosenOption[][];
}

export interface OrderRestaurant {
  id: string;
  currency: Currency;
  orderPlan: string | null;
  tax: number | null;
  serviceCharge: number | null;
  deliveryCharge: number | null;
  tableCount: number;
  paymentMethods: readonly { method: PaymentMethod; active: boolean }[];
  /** Its menus as dishes, priced in its currency; without them the generic DISHES. */
  dishes?: readonly Dish[];
}

const DAY_MS = 86_400_000;
export const DEMO_ORDER_DAYS = 182;

/** Dishes with prices in S$-like units; rupiah prices are these × 10,000. */
const DISHES: Dish[] = [
  {
    name: 'Nasi Goreng',
    price: 3.5,
    options: [[{ group: 'Spice level', name: 'Mild', price: 0 }], [{ group: 'Spice level', name: 'Hot', price: 0 }]],
  },
  { name: 'Mie Ayam', price: 3 },
  { name: 'Sate Ayam', price: 4.5, options: [[{ group: 'Extra', name: 'Lontong', price: 0.5 }], []] },
  { name: 'Beef Rendang', price: 6.5 },
  { name: 'Gado-Gado', price: 3 },
  {
    name: 'Grilled Fish',
    price: 8,
    options: [[{ group: 'Side', name: 'Rice', price: 0 }], [{ group: 'Side', name: 'Fries', price: 1 }]],
  },
  {
    name: 'Chicken Burger',
    price: 6,
    options: [
      [
        { group: 'Extra', name: 'Cheese', price: 1 },
        { group: 'Extra', name: 'Egg', price: 0.8 },
      ],
      [],
    ],
  },
  { name: 'Caesar Salad', price: 5.5 },
  { name: 'Iced Tea', price: 1.2, options: [[{ group: 'Sugar', name: 'Less sugar', price: 0 }], []] },
  { name: 'Kopi Susu', price: 1.8, options: [[{ group: 'Size', name: 'Large', price: 0.5 }], []] },
  { name: 'Fresh Orange Juice', price: 2.5 },
  { name: 'Chocolate Cake', price: 3.5 },
];

/** The promo a discounted demo order names: one that has ended and been deleted since (so no promo id). */
export const DEMO_ORDER_PROMO = 'Weekday lunch deal';

const CUSTOMERS = [
  'Andi',
  'Budi',
  'Citra',
  'Dewi',
  'Eko',
  'Fitri',
  'Gita',
  'Hadi',
  'Indah',
  'Joko',
  'Kevin',
  'Lina',
  'Maya',
  'Nina',
  'Oscar',
  'Putri',
  'Rina',
  'Sam',
  'Tom',
  'Wulan',
];

/** Hours of the day customers order at (local time), lunch and dinner weighted. */
const HOURS = [
  8, 9, 10, 11, 11, 12, 12, 12, 12, 13, 13, 13, 14, 15, 16, 17, 18, 18, 19, 19, 19, 19, 20, 20, 20, 21, 22,
];
/** UTC offset of each currency's demo city, in hours. */
const UTC_OFFSET: Record<Currency, number> = { 'Rp.': 7, S$: 8, A$: 10, NZ$: 12, US$: -5 };

/** mulberry32: a small deterministic generator, so the demo is the same on every install. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface OrderRows {
  orders: Record<string, unknown>[];
  items: Record<string, unknown>[];
}

/** The tables orders come from: all but the last, whose code hangs by the entrance (see scans.ts). */
const orderedTables = (tableCount: number) => Math.max(1, tableCount - 1);

/** Statuses by age: today's orders are still moving, older ones are done, a few canceled or left unpaid. */
function statuses(ageMs: number, r: number): { status: OrderStatus; paymentStatus: PaymentStatus } {
  if (ageMs < 15 * 60_000) return { status: 'UNPROCESSED', paymentStatus: 'UNPAID' };
  if (ageMs < 60 * 60_000) return { status: 'ONGOING', paymentStatus: r < 0.3 ? 'PAID' : 'UNPAID' };
  if (r < 0.06) return { status: 'CANCELED', paymentStatus: 'CANCELLED' };
  return { status: 'DONE', paymentStatus: r < 0.1 ? 'UNPAID' : 'PAID' };
}

/**
 * `count` orders of one restaurant numbered from `firstNumber`, spread over the `DEMO_ORDER_DAYS`
 * before `now`, oldest first; `serial` makes the fixed ids (kind 5 orders, 6 items).
 */
export function generateOrders(
  restaurant: OrderRestaurant,
  count: number,
  firstNumber: number,
  now: Date,
  serial: { next: number },
): OrderRows {
  const random = generator(firstNumber * 7919 + parseInt(restaurant.id.slice(-8), 16));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const rupiah = restaurant.currency === 'Rp.';
  const scale = rupiah && !restaurant.dishes ? 10_000 : 1;
  const dishes = restaurant.dishes?.length ? restaurant.dishes : DISHES;
  const types = ORDER_TYPES_OF_PLAN[(restaurant.orderPlan ?? 'GLOBAL') as OrderPlan] ?? ORDER_TYPES_OF_PLAN.GLOBAL;
  const methods = restaurant.paymentMethods.filter((m) => m.active).map((m) => m.method);
  const rows: OrderRows = { orders: [], items: [] };
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const times = Array.from({ length: count }, () => {
    const day = today - Math.floor(random() ** 1.3 * DEMO_ORDER_DAYS) * DAY_MS;
    const time = day + (pick(HOURS) - UTC_OFFSET[restaurant.currency]) * 3_600_000 + Math.floor(random() * 3_600_000);
    return Math.min(time, now.getTime() - 60_000 - Math.floor(random() * 120_000));
  }).sort((a, b) => a - b);

  times.forEach((time, i) => {
    const id = demoUuid(5, serial.next);
    const orderType = pick(types);
    const lines = Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
      const dish = pick(dishes);
      const options = dish.options?.length ? pick(dish.options) : [];
      return {
        dish,
        options: options.map((o) => ({ ...o, price: o.price * scale })),
        unitPrice: dish.price * scale,
        quantity: 1 + Math.floor(random() ** 3 * 3),
      };
    });
    const priced = lines.map((line) => ({
      unitPrice: line.unitPrice,
      optionPrices: line.options.map((o) => o.price),
      quantity: line.quantity,
    }));
    const discount = random() < 0.1 ? (rupiah ? 5000 : 1) : 0;
    const amounts = orderAmounts(
      priced,
      {
        taxPercent: restaurant.tax,
        servicePercent: restaurant.serviceCharge,
        deliveryCharge: orderType === 'DELIVERY' ? (restaurant.deliveryCharge ?? 0) : 0,
        discount,
      },
      restaurant.currency,
    );
    const createdAt = new Date(time);
    const { status, paymentStatus } = statuses(now.getTime() - time, random());
    const done = new Date(Math.min(time + (15 + Math.floor(random() * 30)) * 60_000, now.getTime()));
    rows.orders.push({
      id,
      restaurant_id: restaurant.id,
      number: firstNumber + i,
      created_at: createdAt.toISOString(),
      updated_at: (status === 'UNPROCESSED' ? createdAt : done).toISOString(),
      status,
      payment_status: paymentStatus,
      order_type: orderType,
      payment_method: methods.length ? pick(methods) : 'CASH',
      table:
        orderType === 'DINE_IN' && restaurant.tableCount > 0
          ? String(1 + Math.floor(random() * orderedTables(restaurant.tableCount)))
          : null,
      customer_name: pick(CUSTOMERS),
      subtotal: amounts.subtotal,
      discount: amounts.discount,
      tax: amounts.tax,
      service_charge: amounts.serviceCharge,
      delivery_charge: amounts.deliveryCharge,
      total: amounts.total,
      promo_title: amounts.discount ? DEMO_ORDER_PROMO : null,
    });
    lines.forEach((line, position) =>
      rows.items.push({
        id: demoUuid(6, serial.next * 8 + position),
        order_id: id,
        menu_id: line.dish.menuId ?? null,
        name: line.dish.name,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        options: line.options,
        line_total: lineTotal(priced[position], restaurant.currency),
        status: status === 'CANCELED' ? 'CANCELED' : status,
        position,
      }),
    );
    serial.next += 1;
  });
  return rows;
}

/** Rows per statement: one jsonb parameter each, so the database parses them without a bind parameter per value. */
const CHUNK = 5000;

async function insertJson(db: Database, table: string, rows: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(rows.slice(i, i + CHUNK));
    await db.execute(
      sql`insert into ${sql.identifier(table)} select * from jsonb_populate_recordset(null::${sql.identifier(table)}, ${json}::jsonb)`,
    );
  }
}

/**
 * Each order's timeline, from its final state: received (UNPROCESSED, UNPAID), then in the kitchen
 * five minutes later unless canceled first, then done or canceled when it was last updated.
 */
const HISTORY = sql`
  select id, 'UNPROCESSED', 'UNPAID', created_at from new_orders
  union all select id, 'ONGOING', case when status = 'ONGOING' then payment_status else 'UNPAID' end, created_at + interval '5 minutes'
    from new_orders where status in ('ONGOING', 'DONE')
  union all select id, status, payment_status, updated_at from new_orders where status in ('DONE', 'CANCELED')`;

export async function insertOrderRows(db: Database, rows: OrderRows): Promise<void> {
  for (let i = 0; i < rows.orders.length; i += CHUNK) {
    const json = JSON.stringify(rows.orders.slice(i, i + CHUNK));
    await db.execute(sql`with new_orders as (insert into orders select * from jsonb_populate_recordset(null::orders, ${json}::jsonb) returning *)
      insert into order_status_history (order_id, status, payment_status, changed_at) ${HISTORY}`);
  }
  await insertJson(db, 'order_items', rows.items);
}

/** Orders per demo restaurant: the six named ones are busy, the generated ones quieter. */
export const DEMO_ORDERS_NAMED = 2000;
export const DEMO_ORDERS_OTHER = 100;

/**
 * A restaurant's active, visible menus as dishes, each with up to three option sets that keep
 * every group's min and max (the k-th set takes min + k more of each group, from its k-th option).
 */
async function menuDishes(db: Database, restaurantId: string): Promise<Dish[]> {
  const found = await db
    .select({ id: menus.id, name: menus.name, price: menus.price })
    .from(menus)
    .where(and(eq(menus.restaurantId, restaurantId), eq(menus.status, 'ACTIVE'), eq(menus.hidden, false)))
    .orderBy(asc(menus.position));
  const groups = found.length
    ? await db
        .select()
        .from(menuOptionGroups)
        .where(
          inArray(
            menuOptionGroups.menuId,
            found.map((m) => m.id),
          ),
        )
        .orderBy(asc(menuOptionGroups.position))
    : [];
  const options = groups.length
    ? await db
        .select()
        .from(menuOptions)
        .where(
          inArray(
            menuOptions.groupId,
            groups.map((g) => g.id),
          ),
        )
        .orderBy(asc(menuOptions.position))
    : [];
  return found.map((menu) => {
    const own = groups
      .filter((group) => group.menuId === menu.id)
      .map((group) => ({ group, choices: options.filter((option) => option.groupId === group.id) }))
      .filter(({ choices }) => choices.length > 0);
    const sets = own.length
      ? [0, 1, 2].map((k) =>
          own.flatMap(({ group, choices }) => {
            const taken = Math.min(group.min + (k % (group.max - group.min + 1)), choices.length);
            return Array.from({ length: taken }, (_, i) => choices[(k + i) % choices.length]).map((o) => ({
              group: group.name,
              name: o.name,
              price: o.price,
            }));
          }),
        )
      : undefined;
    return { menuId: menu.id, name: menu.name, price: menu.price, options: sets };
  });
}

/**
 * The demo orders of every restaurant given (the first six busy), over the six months before `now`, of the menus it
 * has.
 */
export async function seedDemoOrders(tx: Database, restaurants: readonly OrderRestaurant[], now: Date): Promise<void> {
  const serial = { next: 1 };
  const dishes: Dish[][] = [];
  for (const restaurant of restaurants) dishes.push(await menuDishes(tx, restaurant.id));
  // In bulk (about 2.5 s less than row by row into indexed tables); the caller vacuums after commit.
  await loadWithoutIndexesAndKeys(tx, ORDER_TABLES, async () => {
    for (const [i, restaurant] of restaurants.entries()) {
      await insertOrderRows(
        tx,
        generateOrders(
          { ...restaurant, dishes: dishes[i] },
          i < 6 ? DEMO_ORDERS_NAMED : DEMO_ORDERS_OTHER,
          1,
          now,
          serial,
        ),
      );
    }
  });
}

/**
 * `npm run seed -- --orders N`: N more orders over the six months before `now`, numbered after each
 * restaurant's last, of its menus (the generic dishes for one without any); a quarter of them in the first
 * restaurant (the busiest, as the benchmark wants). The database makes them (insertOrdersInSql), a chunk per statement
 * and transaction: at a million orders about twice as fast as generating them in JavaScript, on PostgreSQL (41 s) and
 * PGlite (84 s) alike.
 */
export async function seedMoreOrders(db: Database, total: number, now: Date): Promise<void> {
  const list = await db.select().from(restaurants).orderBy(asc(restaurants.id));
  if (!list.length || total <= 0) return;
  const [{ n }] = await db.select({ n: count() }).from(orders);
  const last = new Map(
    (
      await db
        .select({ id: orders.restaurantId, last: max(orders.number) })
        .from(orders)
        .groupBy(orders.restaurantId)
    ).map((r) => [r.id, r.last ?? 0]),
  );
  const busiest = list.length === 1 ? total : Math.ceil(total / 4);
  const shares = list.map((_, i) =>
    i === 0
      ? busiest
      : Math.floor((total - busiest) / (list.length - 1)) + (i - 1 < (total - busiest) % (list.length - 1) ? 1 : 0),
  );
  const steps: ((tx: Database) => Promise<void>)[] = [];
  let serial = n + 1_000_001;
  for (const [i, row] of list.entries()) {
    const restaurant = { ...(row as OrderRestaurant), dishes: await menuDishes(db, row.id) };
    for (let done = 0; done < shares[i]; done += SQL_CHUNK) {
      const size = Math.min(SQL_CHUNK, shares[i] - done);
      const [first, from] = [(last.get(row.id) ?? 0) + done + 1, serial];
      steps.push((tx) => insertOrdersInSql(tx, restaurant, size, first, now, from));
      serial += size;
    }
  }
  await withoutIndexesAndKeysInSteps(db, ORDER_TABLES, steps);
}

/** Orders per statement of the set-based seed: its memory and its transaction stay this size, whatever N is. */
const SQL_CHUNK = 100_000;

/** A demo id (demoData.ts's demoUuid) made by the database: kind `kind`, serial `n`. */
const uuidOf = (kind: number, n: SQL) =>
  sql`format('${sql.raw(kind.toString(16).padStart(8, '0'))}-0000-4000-8000-%s', lpad(to_hex(${n}), 12, '0'))::uuid`;

/**
 * `size` orders of one restaurant made by the database in one statement (generate_series, INSERT … SELECT): what
 * generateOrders makes in JavaScript, with the same distributions (days skewed to the recent, lunch and dinner hours,
 * statuses by age, one to four lines of its dishes, a discount on one in ten), numbered from `firstNumber` in time
 * order; the totals are the sums of the lines, the timelines those of HISTORY (ids of kind 7, in order: a btree append
 * rather than a random insert per entry).
 */
async function insertOrdersInSql(
  db: Database,
  restaurant: OrderRestaurant,
  size: number,
  firstNumber: number,
  now: Date,
  serial: number,
): Promise<void> {
  const rupiah = restaurant.currency === 'Rp.';
  const scale = rupiah && !restaurant.dishes?.length ? 10_000 : 1;
  const dishes = restaurant.dishes?.length ? restaurant.dishes : DISHES;
  // One row per dish and option set (a dish without options has one empty set), prices in the restaurant's currency.
  const choices = dishes.flatMap((dish, di) => {
    const sets = dish.options?.length ? dish.options : [[]];
    return sets.map((set, si) => ({
      di,
      si,
      sets: sets.length,
      menu_id: dish.menuId ?? null,
      name: dish.name,
      price: dish.price * scale,
      options: set.map((o) => ({ ...o, price: o.price * scale })),
      extra: set.reduce((sum, o) => sum + o.price * scale, 0),
    }));
  });
  const types = ORDER_TYPES_OF_PLAN[(restaurant.orderPlan ?? 'GLOBAL') as OrderPlan] ?? ORDER_TYPES_OF_PLAN.GLOBAL;
  const active = restaurant.paymentMethods.filter((m) => m.active).map((m) => m.method);
  const list = (values: readonly (string | number)[]) => JSON.stringify(values);
  const digits = rupiah ? 0 : 2;
  const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const discount = rupiah ? 5000 : 1;
  // Within the step's transaction: no JIT (compiling the statement costs more than a chunk saves), and memory enough
  // to sum a chunk's lines without spilling to disk.
  await db.execute(sql`set local jit = off`);
  await db.execute(sql`set local work_mem = '64MB'`);
  // The closed-day lock checks each order by itself (a third of the time of a chunk). Without a closed day of the
  // restaurant in these six months it has nothing to find, so it is off for this statement and on again in the same
  // transaction (a failure rolls both back).
  const closed = rowsOf(
    await db.execute(sql`select 1 from day_closes where restaurant_id = ${restaurant.id} and state = 'CLOSED'
      and ends_at > ${new Date(now.getTime() - (DEMO_ORDER_DAYS + 1) * DAY_MS).toISOString()}::timestamptz limit 1`),
  );
  if (!closed.length) await db.execute(sql`alter table orders disable trigger orders_day_closed_lock`);
  await db.execute(
    sql`select setseed(${((firstNumber * 7919 + parseInt(restaurant.id.slice(-8), 16)) % 2_000_000) / 1_000_000 - 1})`,
  );
  await db.execute(sql`
    with p as materialized (
      select ${list(types)}::jsonb as types, ${list(active.length ? active : ['CASH'])}::jsonb as methods,
        ${list(CUSTOMERS)}::jsonb as customers, ${list(HOURS)}::jsonb as hours,
        ${now.toISOString()}::timestamptz as now, ${today.toISOString()}::timestamptz as today
    ),
    d as materialized (
      select * from jsonb_to_recordset(${JSON.stringify(choices)}::jsonb)
        as x(di int, si int, sets int, menu_id uuid, name text, price numeric, options jsonb, extra numeric)
    ),
    t as (
      select least(
          p.today - floor(random() ^ 1.3 * ${DEMO_ORDER_DAYS}) * interval '1 day'
            + ((p.hours ->> floor(random() * ${HOURS.length})::int)::int - ${UTC_OFFSET[restaurant.currency]})
              * interval '1 hour'
            + floor(random() * 3600000) * interval '1 millisecond',
          p.now - interval '60 seconds' - floor(random() * 120000) * interval '1 millisecond') as created_at
      from p, generate_series(1, ${size})
    ),
    o as materialized (
      select ${serial} + k as serial, ${firstNumber} + k as number, created_at, r,
        case when age < interval '15 minutes' then 'UNPROCESSED' when age < interval '1 hour' then 'ONGOING'
          when r < 0.06 then 'CANCELED' else 'DONE' end as status,
        case when age < interval '15 minutes' then 'UNPAID' when age < interval '1 hour' then
          case when r < 0.3 then 'PAID' else 'UNPAID' end
          when r < 0.06 then 'CANCELLED' when r < 0.1 then 'UNPAID' else 'PAID' end as payment_status,
        least(created_at + (15 + floor(random() * 30)) * interval '1 minute', p.now) as done_at,
        p.types ->> floor(random() * jsonb_array_length(p.types))::int as order_type,
        p.methods ->> floor(random() * jsonb_array_length(p.methods))::int as payment_method,
        1 + floor(random() * ${orderedTables(restaurant.tableCount)})::int as table_number,
        p.customers ->> floor(random() * jsonb_array_length(p.customers))::int as customer_name,
        random() < 0.1 as discounted, 1 + floor(random() * 4)::int as lines
      from p, (select row_number() over (order by created_at) - 1 as k, created_at, random() as r,
          (select now from p) - created_at as age from t) numbered
    ),
    l as materialized (
      select o.serial, o.status, line.position, line.quantity, d.menu_id, d.name, d.price, d.options,
        round((d.price + d.extra) * line.quantity, ${digits}) as line_total
      from o cross join lateral (
          select position, floor(random() * ${dishes.length})::int as di, random() as pick,
            1 + floor(random() ^ 3 * 3)::int as quantity
          from generate_series(0, o.lines - 1) position) line
        join d on d.di = line.di and d.si = floor(line.pick * d.sets)::int
    ),
    a as materialized (
      select o.*, s.subtotal, least(case when o.discounted then ${discount} else 0 end, s.subtotal) as discount,
        case when o.order_type = 'DELIVERY' then round(${restaurant.deliveryCharge ?? 0}::numeric, ${digits}) else 0 end
          as delivery_charge
      from o join (select serial, round(sum(line_total), ${digits}) as subtotal from l group by serial) s using (serial)
    ),
    c as materialized (
      select a.*, round((subtotal - discount) * ${restaurant.serviceCharge ?? 0} / 100, ${digits}) as service_charge
      from a
    ),
    m as materialized (
      select c.*, round((subtotal - discount + service_charge) * ${restaurant.tax ?? 0} / 100, ${digits}) as tax
      from c
    ),
    new_orders as (
      insert into orders (id, restaurant_id, number, created_at, updated_at, status, payment_status, order_type,
          payment_method, "table", customer_name, subtotal, discount, tax, service_charge, delivery_charge, total,
          promo_title)
        select ${uuidOf(5, sql`serial`)}, ${restaurant.id}::uuid, number, created_at,
          case when status = 'UNPROCESSED' then created_at else done_at end, status, payment_status, order_type,
          payment_method,
          case when order_type = 'DINE_IN' and ${restaurant.tableCount} > 0 then table_number::text end,
          customer_name, subtotal, discount, tax, service_charge, delivery_charge,
          round(subtotal - discount + service_charge + tax + delivery_charge, ${digits}),
          case when discount > 0 then ${DEMO_ORDER_PROMO} end
        from m
    ),
    new_items as (
      insert into order_items (id, order_id, menu_id, name, quantity, unit_price, options, line_total, status, position)
        select ${uuidOf(6, sql`serial * 8 + position`)}, ${uuidOf(5, sql`serial`)}, menu_id, name, quantity, price,
          options, line_total, status, position
        from l
    )
    insert into order_status_history (id, order_id, status, payment_status, changed_at)
      select ${uuidOf(7, sql`serial * 4 + step`)}, ${uuidOf(5, sql`serial`)}, h.status, h.payment_status, h.changed_at
      from m cross join lateral (values
          (0, 'UNPROCESSED', 'UNPAID', created_at),
          (1, 'ONGOING', case when m.status = 'ONGOING' then m.payment_status else 'UNPAID' end,
            created_at + interval '5 minutes'),
          (2, m.status, m.payment_status, done_at)) h(step, status, payment_status, changed_at)
      where step = 0 or (step = 1 and m.status in ('ONGOING', 'DONE'))
        or (step = 2 and m.status in ('DONE', 'CANCELED'))`);
  if (!closed.length) await db.execute(sql`alter table orders enable trigger orders_day_closed_lock`);
}

export const ORDER_TABLES = ['orders', 'order_items', 'order_status_history'];
