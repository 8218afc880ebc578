/**
 * What the stall test throws at a server: each way in used as an attacker (or an unlucky crowd) would,
 * as a security review sent it. Each resolves once its traffic has been answered or refused.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';
import WebSocket from 'ws';
import { dineIn, type OrderingRestaurant } from '../server/support/orders';

export interface Target {
  url: string;
  /** Tokens of the demo accounts, signed in before. */
  superadmin: string;
  admin: string;
  /** A restaurant of the demo with months of orders, and one where placeOrder succeeds. */
  restaurantId: string;
  ordering: OrderingRestaurant;
}

let addresses = 0;
/** A client address no other request of the test has used (the test server trusts X-Forwarded-For from loopback). */
export const freshAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

const wsUrl = (url: string) => `${url.replace(/^http/, 'ws')}/graphql`;

/** A socket that sends `message` as soon as it is open, and settles once the server has closed it (or refused it). */
function socketSending(url: string, message: string | Buffer, headers: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve) => {
    const socket = new WebSocket(wsUrl(url), 'graphql-transport-ws', { headers });
    socket.on('open', () => socket.send(message, { binary: false }, () => undefined));
    // A socket the server accepts (an ADMIN's, within its few: it may follow its table orders) is let go once answered.
    socket.on('message', () => socket.close());
    socket.on('error', () => undefined);
    socket.on('unexpected-response', () => resolve());
    socket.on('close', () => resolve());
  });
}

/**
 * A hostile POST on a connection of its own, which settles once its answer has arrived. Not fetch: the server
 * answers an oversized body before reading it and closes the connection, and fetch's shared pool could hand that
 * closing socket to the next request, which then failed as "other side closed" (the export pattern after the
 * 1 MB bodies: docs/testing.md, "Flake hunt"). Writing the rest of a body the server no longer reads fails after the
 * answer;
 * that is ignored.
 */
const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  new Promise<void>((resolve, reject) => {
    let answered = false;
    const request = http.request(
      `${url}/graphql`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (response) => {
        answered = true;
        response.on('error', reject);
        response.on('end', resolve);
        response.resume();
      },
    );
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    request.end(body);
  });

/**
 * Exports asked for at once by one user: it runs two and is refused the others (429). The two must
 * arrive whole: a file cut off by its budget, or any other answer, fails the pattern.
 */
async function exportsOfOneUser(url: string, token: string, paths: readonly string[]): Promise<void> {
  const download = async (path: string) => {
    const response = await fetch(`${url}${path}`, { headers: { authorization: `JWT ${token}` } });
    await response.arrayBuffer();
    if (response.status !== 200 && response.status !== 429) throw new Error(`${path} was answered ${response.status}`);
    return response.status === 200;
  };
  const whole = (await Promise.all(paths.map(download))).filter(Boolean).length;
  if (whole < 2) throw new Error(`${whole} of the exports ran, not the two a user may run at once`);
}

const SIX_MONTHS_BY_DAY = {
  measures: ['Orders.count', 'Orders.revenue'],
  dimensions: ['Orders.restaurantId'],
  timeDimensions: [{ dimension: 'Orders.createdAt', granularity: 'day', dateRange: 'last 180 days' }],
};

const loadAnalytics = ({ url, superadmin }: Target, query: unknown, extra = '') =>
  fetch(`${url}/cubejs-api/v1/load?query=${encodeURIComponent(JSON.stringify(query))}${extra}`, {
    headers: { authorization: superadmin },
  }).then((response) => response.arrayBuffer());

export const HOSTILE: { name: string; send(target: Target): Promise<unknown> }[] = [
  {
    name: 'four anonymous sockets each sending a 90 MB connection_init',
    send: ({ url }) => {
      const padding = Buffer.alloc(90_000_000, 'x');
      const message = Buffer.concat([
        Buffer.from('{"type":"connection_init","payload":{"p":"'),
        padding,
        Buffer.from('"}}'),
      ]);
      return Promise.all(Array.from({ length: 4 }, () => socketSending(url, message)));
    },
  },
  {
    name: 'a signed-in socket sending a 1.8 MB subscription of 100,000 aliases, ten times',
    send: ({ url, superadmin, restaurantId }) => {
      const aliases = Array.from({ length: 100_000 }, (_, i) => `a${i}: kind`).join(' ');
      const subscribe = JSON.stringify({
        id: '1',
        type: 'subscribe',
        payload: { query: `subscription { orderEvents(restaurantId: "${restaurantId}") { ${aliases} } }` },
      });
      const init = JSON.stringify({ type: 'connection_init', payload: { authorization: `JWT ${superadmin}` } });
      return Promise.all(
        Array.from(
          { length: 10 },
          () =>
            new Promise<void>((resolve) => {
              const socket = new WebSocket(wsUrl(url), 'graphql-transport-ws');
              socket.on('open', () => socket.send(init));
              socket.on('message', () => socket.send(subscribe)); // the ack
              socket.on('error', () => undefined);
              socket.on('close', () => resolve());
            }),
        ),
      );
    },
  },
  {
    name: 'four anonymous 1 MB bodies with variables nested 499,000 deep',
    send: ({ url }) => {
      const depth = 499_000;
      const body = `{"query":"{ __typename }","variables":{"v":${'['.repeat(depth)}${']'.repeat(depth)}}}`;
      return Promise.all(Array.from({ length: 4 }, () => post(url, body)));
    },
  },
  {
    name: 'ten six-month exports at once by one user, and the items file',
    send: ({ url, superadmin, restaurantId }) => {
      // 180 days to tomorrow, read off one clock reading: always within six calendar months (the shortest is 181
      // days), whatever the date (182 days read twice broke the limit by a millisecond where six months are 183).
      const day = 86_400_000;
      const now = Date.now();
      const filter = {
        restaurantId,
        createdFrom: new Date(now - 179 * day).toISOString(),
        createdBefore: new Date(now + day).toISOString(),
      };
      const path = (file: string) =>
        `/exports/orders.csv?file=${file}&filter=${encodeURIComponent(JSON.stringify(filter))}`;
      return exportsOfOneUser(url, superadmin, [...Array.from({ length: 10 }, () => path('orders')), path('items')]);
    },
  },
  {
    name: "ten whole audit-log exports at once by a super admin (one user's two run, the rest refused)",
    send: ({ url, superadmin }) =>
      exportsOfOneUser(
        url,
        superadmin,
        Array.from({ length: 10 }, () => '/exports/audit.csv'),
      ),
  },
  {
    name: "200 guests at once opening a demo restaurant's menu (the page behind its QR codes), from as many addresses",
    send: ({ url }) => {
      const menu = JSON.stringify({
        query:
          'query ($slug: String!) { guestMenu(slug: $slug) { name categories { items { id name price soldOut optionGroups { options { name } } } } packages { groups { choiceIds } } } }',
        variables: { slug: 'warung-nusantara' },
      });
      return Promise.all(Array.from({ length: 200 }, () => post(url, menu, { 'x-forwarded-for': freshAddress() })));
    },
  },
  {
    name: 'ten anonymous orders, each pushed to 1,000 subscribed browsers',
    send: ({ url, ordering }) => {
      const order = JSON.stringify({
        query: 'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id } }',
        variables: {
          data: dineIn(ordering),
        },
      });
      // The pushes go out after the answers: their time is the next seconds'. Three seconds is how long the cheap
      // request
      // is watched while they go out, not a wait for them to end (10,000 sends to a host no lookup finds take far
      // longer,
      // on any machine): a slower machine only sends fewer of them in the window.
      return Promise.all(
        Array.from({ length: 10 }, () => post(url, order, { 'x-forwarded-for': freshAddress() })),
      ).then(() => new Promise((resolve) => setTimeout(resolve, 3000)));
    },
  },
  {
    name: '1,000 orders for the last 5 portions of one menu, in waves of 200 at once, from as many addresses (5 placed)',
    send: async ({ url, superadmin, ordering }) => {
      const graphql = (body: unknown, headers: Record<string, string> = {}) =>
        fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        }).then((response) => response.json() as Promise<{ data?: unknown; errors?: unknown[] }>);
      const stock = (stockLeft: number | null) =>
        graphql(
          {
            query: 'mutation ($id: ID!, $stockLeft: Int) { setMenuStock(id: $id, stockLeft: $stockLeft) { id } }',
            variables: { id: ordering.menuId, stockLeft },
          },
          { authorization: `JWT ${superadmin}` },
        );
      await stock(5);
      const order = {
        query: 'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id } }',
        variables: { data: dineIn(ordering) },
      };
      const answers: { data?: unknown; errors?: unknown[] }[] = [];
      for (let wave = 0; wave < 5; wave += 1) {
        answers.push(
          ...(await Promise.all(
            Array.from({ length: 200 }, () => graphql(order, { 'x-forwarded-for': freshAddress() })),
          )),
        );
      }
      await stock(null); // the other patterns order it uncounted
      const placed = answers.filter((answer) => answer.data && !answer.errors).length;
      if (placed !== 5) throw new Error(`${placed} orders were placed for the last 5 portions`);
    },
  },
  {
    name: 'table scans hammered: 1,000 in waves of 100 (one address past its limit, unknown restaurants, 900 KB slugs from as many)',
    send: async ({ url, ordering }) => {
      const scan = (slug: string, table: number) =>
        JSON.stringify({
          query:
            'mutation ($slug: String!, $table: Int!, $code: String!) { countTableScan(slug: $slug, table: $table, code: $code) }',
          variables: { slug, table, code: ordering.codes[table] ?? 'f'.repeat(32) },
        });
      const crowd = { 'x-forwarded-for': freshAddress() };
      // Each wave: 80 from the one address (past its limit in the eighth wave), 19 unknown restaurants and one 900 KB
      // slug from fresh ones.
      for (let wave = 0; wave < 10; wave += 1) {
        await Promise.all([
          ...Array.from({ length: 80 }, (_, i) => post(url, scan(ordering.slug, 1 + (i % 10)), crowd)),
          ...Array.from({ length: 19 }, (_, i) =>
            post(url, scan(`no-such-place-${wave}-${i}`, 1), { 'x-forwarded-for': freshAddress() }),
          ),
          post(url, scan('a'.repeat(900_000), 1), { 'x-forwarded-for': freshAddress() }),
        ]);
      }
    },
  },
  {
    name: '300 sockets from one address, signing in as an ADMIN',
    send: ({ url, admin }) => {
      const init = JSON.stringify({ type: 'connection_init', payload: { authorization: `JWT ${admin}` } });
      const address = { 'x-forwarded-for': freshAddress() };
      return Promise.all(Array.from({ length: 300 }, () => socketSending(url, init, address)));
    },
  },
  {
    // Probes are never rate limited (a load balancer must always get its answer): readiness asks the database once a
    // second whatever the crowd.
    name: 'probes hammered: 2,000 readiness and liveness probes in waves of 200, from as many addresses',
    send: async ({ url }) => {
      for (let wave = 0; wave < 10; wave += 1) {
        await Promise.all(
          Array.from({ length: 200 }, (_, i) =>
            fetch(`${url}/${i % 2 ? 'healthz' : 'readyz'}`, { headers: { 'x-forwarded-for': freshAddress() } }).then(
              (response) => response.arrayBuffer(),
            ),
          ),
        );
      }
    },
  },
  {
    name: '200 sign-ins at once (argon2id each), from as many addresses',
    send: ({ url }) => {
      const login = JSON.stringify({
        query: 'mutation { login(email: "superadmin@restoboard.test", password: "Demo#2026") { jwtToken } }',
      });
      return Promise.all(Array.from({ length: 200 }, () => post(url, login, { 'x-forwarded-for': freshAddress() })));
    },
  },
  {
    name: 'four uploads at once of a 1.6 MB one-bit noise PNG (3600 × 3600)',
    send: async ({ url, superadmin }) => {
      const side = 3600;
      const noise = Buffer.from(randomBytes(side * side).map((byte) => (byte & 1 ? 255 : 0)));
      const png = await sharp(noise, { raw: { width: side, height: side, channels: 1 } })
        .png({ palette: true, colours: 2, compressionLevel: 1 })
        .toBuffer();
      const upload = () =>
        fetch(`${url}/media`, { method: 'POST', headers: { authorization: `JWT ${superadmin}` }, body: png }).then(
          (response) => response.arrayBuffer(),
        );
      return Promise.all(Array.from({ length: 4 }, upload));
    },
  },
  {
    name: "nineteen menu-health overviews at once (every restaurant's menu judged), three times",
    send: async ({ url, superadmin }) => {
      const body = JSON.stringify({
        query: 'query ($page: Int) { menuHealthOverview(page: $page, perPage: 1) { total } }',
        variables: { page: 0 },
      });
      const overview = () =>
        fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `JWT ${superadmin}` },
          body,
        }).then((response) => response.arrayBuffer());
      for (let wave = 0; wave < 3; wave += 1) await Promise.all(Array.from({ length: 19 }, overview));
    },
  },
  {
    name: 'ten analytics queries at once: six months of orders by day and by restaurant',
    send: (target) => Promise.all(Array.from({ length: 10 }, () => loadAnalytics(target, SIX_MONTHS_BY_DAY))),
  },
  {
    name: 'ten analytics lists of ten such queries at once (queryType=multi, answered in parallel on PostgreSQL)',
    send: (target) =>
      Promise.all(
        Array.from({ length: 10 }, () =>
          loadAnalytics(
            target,
            Array.from({ length: 10 }, () => SIX_MONTHS_BY_DAY),
            '&queryType=multi',
          ),
        ),
      ),
  },
];
