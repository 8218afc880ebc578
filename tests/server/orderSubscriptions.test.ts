/**
 * Live order histories over graphql-ws on /graphql: signed in with the same JWT when the socket
 * opens, refused when anonymous, closed when the session ends; scoped by permission and tenancy;
 * on PostgreSQL, an order placed through another server process reaches the subscriber (LISTEN/NOTIFY); a change
 * is heard once its transaction commits, never when it rolls back.
 */
import { createClient, type Client } from 'graphql-ws';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { AuditTrail } from '../../src/server/audit/auditTrail';
import { orders, userRestaurants } from '../../src/server/db/schema';
import { REQUEST_LIMITS } from '../../src/server/graphql/yoga';
import { SOCKET_LIMITS } from '../../src/server/realtime/liveSocket';
import { ADMIN, DEMO_RESTAURANT_IDS, SUPERADMIN } from './support/demo';
import { dineIn, insertOrder, insertOrderingRestaurant, type OrderingRestaurant } from './support/orders';
import { client as clientOf, describeOnEachDatabase, startAnotherServer } from './support/testServer';
import { POLL_INTERVAL_MS, WAIT_BUDGET_MS } from '../support/waitBudget';
import type { RunningServer } from '../../src/server/startServer';

type Subscription = 'orderEvents' | 'tableOrderEvents';
const subscription = (field: Subscription) =>
  `subscription ($restaurantId: ID!) { ${field}(restaurantId: $restaurantId) { kind orderId restaurantId number } }`;
const SUBSCRIBE = subscription('orderEvents');
const PLACE = 'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id number } }';
const CONFIRM = 'mutation ($id: ID!) { confirmTableOrder(id: $id, confirm: true) { id } }';

type Event = { kind: string; orderId: string; restaurantId: string; number: number };

const WAIT = { timeout: WAIT_BUDGET_MS, interval: POLL_INTERVAL_MS };

describeOnEachDatabase('live order histories', (server) => {
  const clients: Client[] = [];
  const sockets: WebSocket[] = [];
  let here: OrderingRestaurant = { restaurantId: '', slug: '', menuId: '', codes: {} };
  let there: OrderingRestaurant = { restaurantId: '', slug: '', menuId: '', codes: {} };

  beforeAll(async () => {
    here = await insertOrderingRestaurant(server().server.database.db, 'Live Here');
    there = await insertOrderingRestaurant(server().server.database.db, 'Live There');
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
    for (const socket of sockets.splice(0)) socket.close();
    // Each test starts with no socket left of the one before.
    await expect
      .poll(() => [server().server.live.sockets(), server().server.live.subscriptions()], WAIT)
      .toEqual([0, 0]);
  });

  const wsUrl = (url = server().url) => `${url.replace(/^http/, 'ws')}/graphql`;
  function connect(token: string | undefined, url?: string) {
    const closed: { code?: number } = {};
    const client = createClient({
      url: wsUrl(url),
      webSocketImpl: WebSocket,
      connectionParams: token ? { authorization: `JWT ${token}` } : {},
      retryAttempts: 0,
      lazy: false,
      on: { closed: (event) => (closed.code = (event as { code: number }).code) },
      onNonLazyError: () => undefined,
    });
    clients.push(client);
    return { client, closed };
  }
  /** Subscribes; the events received and the errors, as they come. */
  function subscribe(client: Client, restaurantId: string, field: Subscription = 'orderEvents') {
    const seen: { events: Event[]; errors: { extensions?: Record<string, unknown> }[] } = { events: [], errors: [] };
    client.subscribe<Record<Subscription, Event>>(
      { query: subscription(field), variables: { restaurantId } },
      {
        next: (result) => {
          if (result.data) seen.events.push(result.data[field]);
          if (result.errors) seen.errors.push(...(result.errors as never[]));
        },
        error: (error) => seen.errors.push(...(Array.isArray(error) ? error : [{ extensions: { closed: true } }])),
        complete: () => undefined,
      },
    );
    return seen;
  }
  /** Waits, within the one budget, until `check` holds. */
  const until = async (check: () => boolean, message?: string) => {
    await expect.poll(check, { ...WAIT, message }).toBe(true);
  };
  /** Waits until `running` has `count` subscriptions listening for events. */
  const subscribed = (count: number, running: RunningServer = server().server) =>
    until(() => running.live.subscriptions() === count, `${count} subscriptions in place`);
  const place = async (restaurant: typeof here, url = server().url) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: PLACE, variables: { data: dineIn(restaurant) } }),
    });
    return ((await response.json()) as { data: { placeOrder: { id: string; number: number } } }).data.placeOrder;
  };

  it('a super admin subscribed to a restaurant sees an order placed there, and none of other restaurants', async () => {
    const { client } = connect(await server().tokenFor(SUPERADMIN.id));
    const seen = subscribe(client, here.restaurantId);
    await subscribed(1);
    await place(there);
    const placed = await place(here);
    await until(() => seen.events.length > 0);
    expect(seen.events).toEqual([
      { kind: 'PLACED', orderId: placed.id, restaurantId: here.restaurantId, number: placed.number },
    ]);
  });

  it('an ADMIN has no order histories: subscribing to them is refused and closes the socket (4403)', async () => {
    const { client, closed } = connect(await server().tokenFor(ADMIN.id));
    const seen = subscribe(client, ADMIN.restaurantIds[0]);
    await until(() => closed.code !== undefined);
    expect([closed.code, seen.events]).toEqual([4403, []]);
  });

  it("an ADMIN hears its restaurant's table orders (tableOrderEvents), and is refused another restaurant's (4403)", async () => {
    const { db } = server().server.database;
    await db.insert(userRestaurants).values({ userId: ADMIN.id, restaurantId: here.restaurantId });
    server().server.tableWrites.written('user_restaurants');
    try {
      const token = await server().tokenFor(ADMIN.id);
      const own = connect(token);
      const seen = subscribe(own.client, here.restaurantId, 'tableOrderEvents');
      await subscribed(1);
      const placed = await place(here);
      await until(() => seen.events.length > 0);
      expect(seen.events).toEqual([
        { kind: 'PLACED', orderId: placed.id, restaurantId: here.restaurantId, number: placed.number },
      ]);
      const other = connect(token);
      const refused = subscribe(other.client, there.restaurantId, 'tableOrderEvents');
      await until(() => other.closed.code !== undefined);
      expect([other.closed.code, refused.events]).toEqual([4403, []]);
    } finally {
      await db
        .delete(userRestaurants)
        .where(and(eq(userRestaurants.userId, ADMIN.id), eq(userRestaurants.restaurantId, here.restaurantId)));
      server().server.tableWrites.written('user_restaurants');
    }
  });

  it('a confirmed table order is heard once its transaction commits, and not at all when it rolls back', async () => {
    const { db } = server().server.database;
    await db.insert(userRestaurants).values({ userId: ADMIN.id, restaurantId: here.restaurantId });
    server().server.tableWrites.written('user_restaurants');
    const pending = (number: number) =>
      insertOrder(db, {
        restaurantId: here.restaurantId,
        number,
        table: '4',
        status: 'UNPROCESSED',
        confirmation: 'PENDING',
      });
    const confirmationOf = async (id: string) =>
      (await db.select({ confirmation: orders.confirmation }).from(orders).where(eq(orders.id, id)))[0].confirmation;
    try {
      const token = await server().tokenFor(ADMIN.id);
      const seen = subscribe(connect(token).client, here.restaurantId, 'tableOrderEvents');
      await subscribed(1);
      const confirm = (id: string) => server().gql(CONFIRM, { id }, { token });

      // The transaction rolls back after the order was confirmed in it: its audit entry cannot be written.
      const rolledBack = await pending(880_001);
      const failing = vi.spyOn(AuditTrail.prototype, 'write').mockRejectedValueOnce(new Error('audit refused'));
      try {
        expect((await confirm(rolledBack)).errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      } finally {
        failing.mockRestore();
      }
      expect(await confirmationOf(rolledBack)).toBe('PENDING');

      const committed = await pending(880_002);
      const heardAs: (string | null)[] = [];
      const heard = until(() => seen.events.length > 0).then(async () => heardAs.push(await confirmationOf(committed)));
      expect((await confirm(committed)).errors).toBeUndefined();
      await heard;
      // Only the committed order, once, and what a listener reads on hearing it is the committed row.
      expect(seen.events).toEqual([
        { kind: 'CHANGED', orderId: committed, restaurantId: here.restaurantId, number: 880_002 },
      ]);
      expect(heardAs).toEqual(['CONFIRMED']);
    } finally {
      await db
        .delete(userRestaurants)
        .where(and(eq(userRestaurants.userId, ADMIN.id), eq(userRestaurants.restaurantId, here.restaurantId)));
      server().server.tableWrites.written('user_restaurants');
    }
  });

  /** A raw socket as an attacker holds it: messages as given, the close code and the messages received. */
  function rawSocket(headers: Record<string, string> = {}) {
    const socket = new WebSocket(wsUrl(), 'graphql-transport-ws', { headers });
    const seen: { code?: number; messages: Record<string, unknown>[]; status?: number } = { messages: [] };
    socket.on('message', (data) => seen.messages.push(JSON.parse(String(data)) as Record<string, unknown>));
    socket.on('close', (code) => (seen.code = code));
    socket.on('unexpected-response', (_req, res) => {
      seen.status = res.statusCode;
      socket.terminate();
    });
    socket.on('error', () => undefined);
    sockets.push(socket);
    const opened = new Promise<void>((resolve) => socket.once('open', () => resolve()));
    return { socket, seen, opened };
  }
  async function signedInSocket() {
    const raw = rawSocket();
    await raw.opened;
    raw.socket.send(
      JSON.stringify({
        type: 'connection_init',
        payload: { authorization: `JWT ${await server().tokenFor(SUPERADMIN.id)}` },
      }),
    );
    await until(() => raw.seen.messages.some((m) => m.type === 'connection_ack'));
    return raw;
  }

  it(`a message over ${SOCKET_LIMITS.maxMessageBytes / 1024} KB closes the socket (1009) before it is read, signed in or not`, async () => {
    const raw = rawSocket();
    await raw.opened;
    raw.socket.send(
      JSON.stringify({
        type: 'connection_init',
        payload: { authorization: 'x'.repeat(SOCKET_LIMITS.maxMessageBytes) },
      }),
    );
    await until(() => raw.seen.code !== undefined);
    expect(raw.seen).toEqual({ code: 1009, messages: [] });
  });

  it('a binary frame (1003) or a message nested too deeply (4400) closes the socket unparsed', async () => {
    const binary = rawSocket();
    await binary.opened;
    binary.socket.send(Buffer.from(JSON.stringify({ type: 'connection_init' })));
    const deep = rawSocket();
    await deep.opened;
    deep.socket.send(`{"type":"connection_init","payload":${'['.repeat(5000)}${']'.repeat(5000)}}`);
    await until(() => binary.seen.code !== undefined && deep.seen.code !== undefined);
    expect([binary.seen.code, deep.seen.code]).toEqual([1003, 4400]);
  });

  it('a message only a server sends (connection_ack, next) is a bad message from a client: the socket closes 4400', async () => {
    for (const message of [{ type: 'connection_ack' }, { type: 'next', id: '1', payload: {} }]) {
      const raw = await signedInSocket();
      raw.socket.send(JSON.stringify(message));
      await until(() => raw.seen.code !== undefined);
      expect(raw.seen.code, message.type).toBe(4400);
    }
  });

  it('the socket serves subscriptions only, under the HTTP limits: a query, a document that does not parse, a subscription over the alias limit or with variables that do not fit is answered with an error and closes it (4400)', async () => {
    const aliases = Array.from({ length: REQUEST_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: kind`).join(' ');
    const restaurantId = DEMO_RESTAURANT_IDS.warungNusantara;
    for (const [query, variables] of [
      ['{ realtime }'],
      [`subscription { orderEvents(restaurantId: "${restaurantId}") { ${aliases} } }`],
      ['subscription { orderEvents(restaurantId: "x") { kind '.repeat(10)],
      [SUBSCRIBE, { restaurantId: null }],
    ] as const) {
      const raw = await signedInSocket();
      raw.socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables } }));
      await until(() => raw.seen.code !== undefined, query);
      expect([raw.seen.messages.find((m) => m.type !== 'connection_ack')?.type, raw.seen.code], query).toEqual([
        variables ? 'next' : 'error',
        4400,
      ]);
    }
  });

  it(`one user holds at most ${SOCKET_LIMITS.perUser} sockets: the next is closed when it says who it is (4429)`, async () => {
    const held = await Promise.all(Array.from({ length: SOCKET_LIMITS.perUser }, () => signedInSocket()));
    const extra = rawSocket();
    await extra.opened;
    extra.socket.send(
      JSON.stringify({
        type: 'connection_init',
        payload: { authorization: `JWT ${await server().tokenFor(SUPERADMIN.id)}` },
      }),
    );
    await until(() => extra.seen.code !== undefined);
    expect(extra.seen.code).toBe(4429);
    held[0].socket.close();
    await until(() => server().server.live.sockets() === SOCKET_LIMITS.perUser - 1, 'the server has seen it close');
    const again = await signedInSocket(); // a place is free again
    for (const raw of [...held, again]) raw.socket.close();
  });

  it(`one client address holds at most ${SOCKET_LIMITS.perAddress} sockets: the next upgrade is answered 429`, async () => {
    const address = { 'x-forwarded-for': '10.77.0.1' };
    const held = Array.from({ length: SOCKET_LIMITS.perAddress }, () => rawSocket(address));
    await Promise.all(held.map((raw) => raw.opened));
    const extra = rawSocket(address);
    await until(() => extra.seen.status !== undefined);
    expect(extra.seen.status).toBe(429);
    const elsewhere = rawSocket({ 'x-forwarded-for': '10.77.0.2' });
    await elsewhere.opened; // another address is not concerned
    for (const raw of [...held, elsewhere]) raw.socket.close();
  });

  it('a subscription sent over HTTP is refused as a validation error (subscriptions are served on the socket)', async () => {
    const token = await server().tokenFor(SUPERADMIN.id);
    for (const query of [SUBSCRIBE, 'subscription { nope }']) {
      const response = await server().gql(query, { restaurantId: here.restaurantId }, { token });
      expect(response.data ?? null).toBeNull();
      expect(response.errors?.[0]).toMatchObject({
        message: 'The subscription operation is not supported by the schema.',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });
    }
  });

  it('an anonymous socket is refused when it opens (4403)', async () => {
    const { client, closed } = connect(undefined);
    subscribe(client, here.restaurantId);
    await until(() => closed.code !== undefined);
    expect(closed.code).toBe(4403);
  });

  it('a session that ends (signed out everywhere) closes the socket at once, with the code that stops the page retrying (4401)', async () => {
    const token = await server().tokenFor(SUPERADMIN.id);
    const { client, closed } = connect(token);
    subscribe(client, here.restaurantId);
    await subscribed(1);
    await server().gql('mutation { logout }', {}, { token });
    await until(() => closed.code !== undefined);
    expect(closed.code).toBe(4401);
  });

  it('every subscriber hears an order: on PostgreSQL one placed through another server process (LISTEN/NOTIFY); on PGlite (one process) on every socket', async () => {
    // PGlite is one process by design (its folder is locked): there the second "process" is another socket of this one.
    const other = server().server.config.databaseUrl ? await startAnotherServer(server().server) : undefined;
    try {
      const token = await server().tokenFor(SUPERADMIN.id);
      const first = subscribe(connect(token).client, here.restaurantId);
      const second = subscribe(connect(token).client, here.restaurantId);
      await subscribed(2);
      const placed = await place(here, other?.server.url);
      await until(() => first.events.length > 0 && second.events.length > 0);
      expect([first.events, second.events]).toEqual([
        [expect.objectContaining({ orderId: placed.id })],
        [expect.objectContaining({ orderId: placed.id })],
      ]);
    } finally {
      await other?.server.close();
      await other?.cleanup();
    }
  });

  it('a server that stops closes its live sockets as going away (1001), so that pages reconnect to the next one, and does not wait for them', async () => {
    const other = await startAnotherServer(server().server);
    try {
      const { client, closed } = connect(await clientOf(other.server).tokenFor(SUPERADMIN.id), other.server.url);
      const seen = subscribe(client, DEMO_RESTAURANT_IDS.warungNusantara);
      await subscribed(1, other.server);
      expect([seen.errors, closed.code]).toEqual([[], undefined]); // the subscription is in place
      await other.server.close(); // before, it waited for the socket to close by itself
      await until(() => closed.code !== undefined);
      expect(closed.code).toBe(1001);
    } finally {
      await other.cleanup();
    }
  });
});
