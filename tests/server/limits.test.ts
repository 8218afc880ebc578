/** What one request may cost (issue §3): page size, depth, aliases, tokens, body size; and no leaks. */
import { count } from 'drizzle-orm';
import { getIntrospectionQuery } from 'graphql';
import net from 'node:net';
import { expect, it } from 'vitest';
import { LIMITS } from '../../src/domain';
import { restaurants } from '../../src/server/db/schema';
import { seedBenchRestaurants } from '../../src/server/db/seed';
import { REQUEST_LIMITS } from '../../src/server/graphql/yoga';
import { REFUSED_BODY_LINGER } from '../../src/server/http/jsonError';
import { MAX_JSON_DEPTH } from '../../src/server/http/boundedJson';
import { MAX_BODY_BYTES } from '../../src/server/requestListener';
import { SUPERADMIN } from './support/demo';
import { describeOnEachDatabase } from './support/testServer';
import { POLL_INTERVAL_MS, WAIT_BUDGET_MS } from '../support/waitBudget';

const WAIT = { timeout: WAIT_BUDGET_MS, interval: POLL_INTERVAL_MS };

describeOnEachDatabase('request limits', (server) => {
  const asSuperadmin = async (query: string) =>
    server().gql<Record<string, unknown>>(query, undefined, { token: await server().tokenFor(SUPERADMIN.id) });

  it(`perPage is capped at ${LIMITS.perPage}, below 1 is 1, and a negative page is the first`, async () => {
    // More rows than one page may hold, written around the API into this file's own database copy.
    const { db } = server().server.database;
    await seedBenchRestaurants(db, LIMITS.perPage + 50);
    server().server.tableWrites.written('restaurants');
    const [{ total }] = await db.select({ total: count() }).from(restaurants);
    expect(total).toBeGreaterThan(LIMITS.perPage + 1);

    const ids = async (args: string) => {
      const response = await asSuperadmin(`{ allRestaurants(${args}) { id } _allRestaurantsMeta(${args}) { count } }`);
      expect(response.errors).toBeUndefined();
      const data = response.data as { allRestaurants: { id: string }[]; _allRestaurantsMeta: { count: number } };
      expect(data._allRestaurantsMeta.count).toBe(total); // paging never changes the count
      return data.allRestaurants.map((r) => r.id);
    };
    const first = await ids(`perPage: ${LIMITS.perPage}`);
    expect(first).toHaveLength(LIMITS.perPage);
    expect(new Set(first).size).toBe(LIMITS.perPage);

    expect(await ids('perPage: 100000, page: -3')).toEqual(first);
    // The next page starts where the capped first one ends, and holds the rest.
    const rest = await ids('perPage: 100000, page: 1');
    expect(rest).toHaveLength(total - LIMITS.perPage);
    expect(rest.filter((id) => first.includes(id))).toEqual([]);

    // perPage is 1…100 (listQuery's paging): 0 and negatives are 1.
    expect(await ids('perPage: 0')).toEqual(first.slice(0, 1));
    expect(await ids('perPage: -5, page: -1')).toEqual(first.slice(0, 1));
  });

  it('introspection stays open (the admin data provider introspects)', async () => {
    const response = await server().gql<{ __schema: { queryType: { name: string } } }>(getIntrospectionQuery());
    expect(response.errors).toBeUndefined();
    expect(response.data?.__schema.queryType.name).toBe('Query');
  });

  it(`a query deeper than ${REQUEST_LIMITS.maxDepth} is refused before it runs`, async () => {
    // __type is counted (only the standard __schema introspection is exempt).
    const levels = REQUEST_LIMITS.maxDepth + 1;
    const response = await server().gql(
      `{ __type(name: "Query") { fields { type { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } } } }`,
    );
    expect(response.data ?? null).toBeNull();
    expect(response.errors?.[0].message).toMatch(/depth/i);
  });

  it(`a query costing more than ${REQUEST_LIMITS.maxCost} is refused`, async () => {
    const spreads = '...R '.repeat(600);
    const response = await asSuperadmin(
      `{ allRestaurants { ${spreads}} } fragment R on Restaurant { id name slug address city province country postcode currency createdAt updatedAt }`,
    );
    expect(response.data ?? null).toBeNull();
    expect(response.errors?.[0].message).toMatch(/cost/i);
  });

  it(`more than ${REQUEST_LIMITS.maxAliases} aliases are refused`, async () => {
    const aliases = Array.from({ length: REQUEST_LIMITS.maxAliases + 1 }, (_, i) => `i${i}: id`).join(' ');
    const response = await server().gql(`{ me { ${aliases} } }`);
    expect(response.errors?.[0].message).toMatch(/alias/i);
  });

  it(`more than ${REQUEST_LIMITS.maxRootFields} root fields (each at least one database statement) are refused, however written`, async () => {
    const fields = (count: number) =>
      Array.from({ length: count }, (_, i) => `c${i}: _allRestaurantsMeta(filter: { q: "a" }) { count }`).join(' ');
    const allowed = await asSuperadmin(`{ ${fields(REQUEST_LIMITS.maxRootFields)} }`);
    expect(allowed.errors).toBeUndefined();
    for (const query of [
      `{ ${fields(REQUEST_LIMITS.maxRootFields + 1)} }`,
      `{ ...F ... on Query { extra: allRestaurants { id } } } fragment F on Query { ${fields(REQUEST_LIMITS.maxRootFields)} }`,
    ]) {
      const refused = await asSuperadmin(query);
      expect(refused.data ?? null).toBeNull();
      expect(refused.errors?.[0].message).toBe(
        `Too many root fields: ${REQUEST_LIMITS.maxRootFields + 1}, at most ${REQUEST_LIMITS.maxRootFields} in one request.`,
      );
    }
    expect((await asSuperadmin(`{ __typename ${fields(REQUEST_LIMITS.maxRootFields)} }`)).errors).toBeUndefined(); // __ fields are free
  });

  it(`more than ${REQUEST_LIMITS.maxTokens} tokens are refused`, async () => {
    const response = await server().gql(`{ me { ${'id '.repeat(REQUEST_LIMITS.maxTokens)}} }`);
    expect(response.errors?.[0].message).toMatch(/token/i);
  });

  it('a body over 1 MB is refused with 413 before it is read, in JSON', async () => {
    const response = await fetch(`${server().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id } }', variables: { padding: 'x'.repeat(MAX_BODY_BYTES) } }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: 'The request is too large.',
          extensions: { code: 'PAYLOAD_TOO_LARGE', messageKey: 'errors.tooLarge' },
        },
      ],
    });
  });

  const post = (body: string, contentType = 'application/json') =>
    fetch(`${server().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'accept-language': 'id' },
      body,
    });

  it(`variables nested deeper than ${MAX_JSON_DEPTH} levels are refused as BAD_USER_INPUT before they are parsed (was a stack overflow, an internal error)`, async () => {
    const depth = 499_000;
    const deep = `{"query":"{ __typename }","variables":{"v":${'['.repeat(depth)}${']'.repeat(depth)}}}`;
    const response = await post(deep);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: 'Permintaan terlalu dalam bersarang.',
          extensions: { code: 'BAD_USER_INPUT', messageKey: 'errors.tooDeep' },
        },
      ],
    });
    // By GET too (variables in the URL), and in extensions.
    const nested = encodeURIComponent(`{"a":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`);
    for (const name of ['variables', 'extensions']) {
      const get = await fetch(
        `${server().url}/graphql?query=${encodeURIComponent('{ __typename }')}&${name}=${nested}`,
      );
      expect([
        get.status,
        ((await get.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code,
      ]).toEqual([400, 'BAD_USER_INPUT']);
    }
    // Parameters that are no JSON at all are the client's mistake too (was INTERNAL_SERVER_ERROR).
    for (const name of ['variables', 'extensions']) {
      const get = await fetch(`${server().url}/graphql?query=${encodeURIComponent('{ __typename }')}&${name}=%7B`);
      expect([
        get.status,
        ((await get.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code,
      ]).toEqual([400, 'BAD_REQUEST']);
    }
    // Nesting within the limit, brackets inside strings and escaped quotes do not count.
    const fine = `{"query":"{ __typename }","variables":{"v":"${'[{\\"'.repeat(1000)}","w":${'['.repeat(MAX_JSON_DEPTH - 2)}${']'.repeat(MAX_JSON_DEPTH - 2)}}}`;
    const allowed = await post(fine);
    expect([allowed.status, await allowed.json()]).toEqual([200, { data: { __typename: 'Query' } }]);
  });

  it("only JSON reaches GraphQL: another content type is 415, a body that is no JSON object 400, in the request's language", async () => {
    const form = await post('query=%7B__typename%7D', 'application/x-www-form-urlencoded');
    expect([form.status, await form.json()]).toEqual([
      415,
      {
        errors: [
          {
            message: 'Permintaan harus berupa JSON (Content-Type: application/json).',
            extensions: { code: 'BAD_REQUEST', messageKey: 'errors.jsonOnly' },
          },
        ],
      },
    ]);
    for (const body of ['{"query": ', '[{"query":"{ __typename }"}]', '"{ __typename }"', 'null']) {
      const refused = await post(body);
      expect(
        [
          refused.status,
          ((await refused.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code,
        ],
        body,
      ).toEqual([400, 'BAD_REQUEST']);
    }
  });

  /** A raw connection to the server that has sent `head`, and collects what it is answered. */
  function rawRequest(head: string) {
    const { hostname, port } = new URL(server().url);
    const socket = net.connect(Number(port), hostname);
    const received: string[] = [];
    const errors: string[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk.toString('latin1')));
    socket.on('error', (error: NodeJS.ErrnoException) => errors.push(error.code ?? error.message));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(head);
    return { socket, closed, errors, answer: () => received.join('') };
  }

  /** A raw connection that has sent the head of a POST /graphql declaring `length` bytes of body. */
  const declaredPost = (length: number) =>
    rawRequest(
      `POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`,
    );

  it('a head too long for the HTTP parser (a URL of 300 KB) is answered 431, not a reset, while the client still sends it', async () => {
    const client = rawRequest(
      `GET /exports/orders.csv?filter=${'%C3%A9'.repeat(50_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    await client.closed;
    expect([client.answer().split('\r\n')[0], client.errors]).toEqual([
      'HTTP/1.1 431 Request Header Fields Too Large',
      [],
    ]);
  });

  it('a client still sending a refused body gets the answer, may finish sending it, and keeps its connection', async () => {
    const length = 2 * MAX_BODY_BYTES;
    const client = declaredPost(length);
    await expect.poll(client.answer, WAIT).toMatch(/^HTTP\/1\.1 413 /);
    // The body, sent after the answer: read and dropped by the server, not met with a reset.
    client.socket.write(Buffer.alloc(length, 32));
    const query = '{"query":"{ __typename }"}';
    client.socket.write(
      `POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${query.length}\r\n\r\n${query}`,
    );
    await expect.poll(client.answer, WAIT).toContain('{"data":{"__typename":"Query"}}');
    client.socket.destroy();
    expect(client.errors).toEqual([]);
  });

  it('what a client sends after a refusal is not read without end: past the limit the connection is closed', async () => {
    const client = declaredPost(100 * MAX_BODY_BYTES);
    await expect.poll(client.answer, WAIT).toMatch(/^HTTP\/1\.1 413 /);
    const chunk = Buffer.alloc(256 * 1024, 32);
    let sent = 0;
    let open = true;
    void client.closed.then(() => (open = false));
    while (open && sent < 100 * MAX_BODY_BYTES) {
      sent += chunk.length;
      if (!client.socket.write(chunk))
        await Promise.race([new Promise((resolve) => client.socket.once('drain', resolve)), client.closed]);
    }
    await client.closed;
    // What the server dropped, plus what the two sockets' buffers held when it closed.
    expect(sent).toBeLessThan(4 * REFUSED_BODY_LINGER.bytes);
  });

  it('no error carries a stack trace, SQL or field suggestions', async () => {
    const responses = await Promise.all([
      server().gql('{ allRestaurant { id } }'),
      server().gql('{ me { id '),
      asSuperadmin('{ Restaurant(id: "\' or 1=1 --") { id } }'),
      asSuperadmin(
        '{ allRestaurants(filter: { ids: ["00000000-0000-0000-0000-000000000000"], city: "\\u0000" }) { id } }',
      ),
      server().gql('mutation { login(email: "a@b.c", password: "x") { jwtToken } }', undefined, {
        headers: { 'x-forwarded-for': '1.2.3.4' },
      }),
    ]);
    for (const response of responses) {
      const text = JSON.stringify(response);
      expect(response.errors?.length, text).toBeGreaterThan(0);
      expect(text).not.toMatch(/stack|at .*\.(ts|js):\d+|select |insert |Did you mean/i);
    }
  });
});
