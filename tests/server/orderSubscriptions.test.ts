/**
 * Live order histories over graphql-ws on /graphql: signed in with the same JWT when the socket
 * opens, refused when anonymous, closed when the session ends; scoped by permission and tenancy;
 * on PostgreSQL, an order placed through another server process reaches the subscriber (LISTEN/NOTIFY).
 */
import { createClient, type Client } from 'graphql-ws';
import { afterEach, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SESSION_CHECK_MS } from '../../src/server/realtime/subscriptions';
import { ADMIN, DEMO_RESTAURANT_IDS, SUPERADMIN } from './support/demo';
import { dineIn, insertOrderingRestaurant } from './support/orders';
import { client as clientOf, describeOnEachDatabase, startAnotherServer } from './support/testServer';

const SUBSCRIBE = 'subscription ($restaurantId: ID!) { orderEvents(restaurantId: $restaurantId) { kind orderId restaurantId number } }';
const PLACE = 'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id number } }';

type Event = { kind: string; orderId: string; restaurantId: string; number: number };

describeOnEachDatabase('live order histories', (server) => {
  const clients: Client[] = [];
  let here = { restaurantId: '', slug: '', menuId: '' };
  let there = { restaurantId: '', slug: '', menuId: '' };

  beforeAll(async () => {
    here = await insertOrderingRestaurant(server().server.database.db, 'Live Here');
    there = await insertOrderingRestaurant(server().server.database.db, 'Live There');
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
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
  function subscribe(client: Client, restaurantId: string) {
    const seen: { events: Event[]; errors: { extensions?: Record<string, unknown> }[] } = { events: [], errors: [] };
    client.subscribe<{ orderEvents: Event }>(
      { query: SUBSCRIBE, variables: { restaurantId } },
      {
        next: (result) => {
          if (result.data) seen.events.push(result.data.orderEvents);
          if (result.errors) seen.errors.push(...(result.errors as never[]));
        },
        error: (error) => seen.errors.push(...(Array.isArray(error) ? error : [{ extensions: { closed: true } }])),
        complete: () => undefined,
      },
    );
    return seen;
  }
  const until = async (check: () => boolean, ms = 3000) => {
    const deadline = Date.now() + ms;
    while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    return check();
  };
  const place = async (restaurant: typeof here, url = server().url) => {
    const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: PLACE, variables: { data: dineIn(restaurant.slug, restaurant.menuId) } }) });
    return ((await response.json()) as { data: { placeOrder: { id: string; number: number } } }).data.placeOrder;
  };

  it('a super admin subscribed to a restaurant sees an order placed there within a second, and none of other restaurants', async () => {
    const { client } = connect(await server().tokenFor(SUPERADMIN.id));
    const seen = subscribe(client, here.restaurantId);
    await new Promise((r) => setTimeout(r, 300)); // the subscription is in place
    await place(there);
    const placed = await place(here);
    const started = Date.now();
    expect(await until(() => seen.events.length > 0, 1000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(seen.events).toEqual([{ kind: 'PLACED', orderId: placed.id, restaurantId: here.restaurantId, number: placed.number }]);
  });

  it('an ADMIN has no order histories: its subscription is refused (FORBIDDEN) and receives nothing', async () => {
    const { client } = connect(await server().tokenFor(ADMIN.id));
    const seen = subscribe(client, ADMIN.restaurantIds[0]);
    expect(await until(() => seen.errors.length > 0)).toBe(true);
    expect(seen.errors[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('an anonymous socket is refused when it opens (4403)', async () => {
    const { client, closed } = connect(undefined);
    subscribe(client, here.restaurantId);
    expect(await until(() => closed.code !== undefined)).toBe(true);
    expect(closed.code).toBe(4403);
  });

  it('a session that ends (signed out everywhere) closes the socket', async () => {
    const token = await server().tokenFor(SUPERADMIN.id);
    const { client, closed } = connect(token);
    subscribe(client, here.restaurantId);
    await new Promise((r) => setTimeout(r, 300));
    await server().gql('mutation { logout }', {}, { token });
    expect(await until(() => closed.code !== undefined, SESSION_CHECK_MS + 3000)).toBe(true);
    expect(closed.code).toBe(4401);
  }, 15_000);

  it('every subscriber hears an order: on PostgreSQL one placed through another server process (LISTEN/NOTIFY); on PGlite (one process) on every socket', async () => {
    // PGlite is one process by design (its folder is locked): there the second "process" is another socket of this one.
    const other = server().server.config.databaseUrl ? await startAnotherServer(server().server) : undefined;
    try {
      const token = await server().tokenFor(SUPERADMIN.id);
      const first = subscribe(connect(token).client, here.restaurantId);
      const second = subscribe(connect(token).client, here.restaurantId);
      await new Promise((r) => setTimeout(r, 300));
      const placed = await place(here, other?.server.url);
      expect(await until(() => first.events.length > 0 && second.events.length > 0, 1000)).toBe(true);
      expect([first.events, second.events]).toEqual([[expect.objectContaining({ orderId: placed.id })], [expect.objectContaining({ orderId: placed.id })]]);
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
      await new Promise((r) => setTimeout(r, 300));
      expect([seen.errors, closed.code]).toEqual([[], undefined]); // the subscription is in place
      await other.server.close(); // before, it waited for the socket to close by itself
      expect(await until(() => closed.code !== undefined)).toBe(true);
      expect(closed.code).toBe(1001);
    } finally {
      await other.cleanup();
    }
  });
});
