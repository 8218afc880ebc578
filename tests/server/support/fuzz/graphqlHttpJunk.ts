/**
 * Junk at the HTTP level of /graphql: bodies that are no JSON or not the right JSON, other
 * content types (form, multipart, application/graphql, none), bodies over the limit or without a
 * length, GET with variables (and mutations), batched arrays, other methods, and headers that
 * are wrong (tokens, client addresses, languages); and now and then a path beside the API's.
 */
import { ACTORS, type HttpCall } from './calls';
import { hugeString, nested, NASTY_TEXT, withLoneSurrogate } from './junkValues';
import type { Random } from './random';

const ME = '{ me { id role } }';
const MUTATION = 'mutation ($name: String) { createTag(data: { name: $name }) { id } }';
const LIST = 'query ($q: String, $perPage: Int) { allRestaurants(perPage: $perPage, filter: { q: $q }) { id name } }';

type Junk = (random: Random) => Omit<HttpCall, 'kind' | 'target' | 'actor'> & { actor?: HttpCall['actor'] };

const json = (body: unknown) => JSON.stringify(body);
const post = (body: string | Buffer, contentType = 'application/json', note: string): ReturnType<Junk> => ({
  notes: [note],
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': contentType },
  body,
});

const INVALID_JSON = [
  '{',
  '}',
  'nul',
  '{"query": }',
  "{'query': '{ me { id } }'}",
  '{"query": "{ me { id } }",}',
  '\uFEFF{"query": "{ me { id } }"}',
  '{"query": "\\ud800"}',
  'NaN',
  '1e999',
  '',
];

const WRONG_JSON: unknown[] = [
  null,
  123,
  'query',
  [],
  [{}],
  {},
  { query: 5 },
  { query: null },
  { query: ['{ me { id } }'] },
  { query: { a: 1 } },
  { query: '' },
  { query: ME, variables: 'x' },
  { query: ME, variables: [1, 2] },
  { query: ME, variables: 5 },
  { query: ME, operationName: 5 },
  { query: ME, operationName: { a: 1 } },
  { query: ME, extensions: 'x' },
  { query: ME, extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } },
  { query: ME, extensions: { a: Array.from({ length: 50 }).reduce<unknown>((inner) => ({ a: inner }), 1) } },
  { query: '{ __typename }'.repeat(500) },
  { query: `{ ${'me { id } '.repeat(20)} }` },
  { query: `query { ${Array.from({ length: 6 }, (_, i) => `a${i}: me { id }`).join(' ')} }` },
  { query: `{ __schema { types { fields { type { ${'ofType { '.repeat(12)}name${' }'.repeat(12)} } } } } }` },
  { query: 'subscription { orderEvents(restaurantId: "x") { kind } }' },
  { query: 'query A { me { id } } query B { me { role } }' },
  { query: 'query A { me { id } } query B { me { role } }', operationName: 'C' },
  { query: '{ me { ...F } } fragment F on Profile { ...F }' },
  { query: '{ me { id @include(if: "yes") } }' },
  { query: `{ me { id ${'@skip(if: false) '.repeat(25)} } }` },
  { query: '{ me { id password } }' },
  { query: '{ allUsers { passwordHash } }' },
  { query: '# only a comment' },
  { query: '{ me { id } }\u0000' },
  { query: '{ me(id: 1) { id } }' },
];

const JUNK: Junk[] = [
  (r) => {
    const body = r.pick(INVALID_JSON);
    return post(body, 'application/json', `invalid JSON ${JSON.stringify(body.slice(0, 40))}`);
  },
  (r) => {
    const body = r.pick(WRONG_JSON);
    return post(json(body), 'application/json', `a JSON body of the wrong shape ${json(body).slice(0, 80)}`);
  },
  () =>
    post(
      Buffer.from([0x7b, 0x22, 0x71, 0xff, 0xfe, 0x22, 0x3a, 0xc3, 0x28, 0x7d]),
      'application/json',
      'invalid UTF-8',
    ),
  (r) =>
    post(
      json({ query: ME }),
      r.pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'application/json; charset=utf-16',
        'application/json; charset=latin1',
        '*/*',
        'application/graphql+json',
        'application/graphql-response+json',
      ]),
      'another content type',
    ),
  (r) =>
    post(r.pick([ME, MUTATION, '{ me', '{ me { id } } }', '\u0000']), 'application/graphql', 'application/graphql'),
  () => ({ ...post(json({ query: ME }), 'application/json', 'no content type'), headers: {} }),
  (r) => {
    const boundary = `fuzz${r.hex(8)}`;
    const parts = r.pick([
      [
        `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${json({ query: MUTATION, variables: { name: null } })}\r\n--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0": ["variables.name"]}\r\n--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`,
      ],
      [`--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{not json\r\n--${boundary}--\r\n`],
      [
        `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0": ["variables.x.y.z"]}\r\n--${boundary}--\r\n`,
      ],
      [
        `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${json({ query: ME })}\r\n--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0": ["variables.a"], "1": 5}\r\n--${boundary}--\r\n`,
      ],
      [`--${boundary}\r\n\r\n\r\n--${boundary}`],
      ['not multipart at all'],
    ]);
    return post(parts[0], `multipart/form-data; boundary=${boundary}`, 'multipart');
  },
  (r) => ({
    ...post('{"query":"{ me { id } }"}', 'application/json', 'a declared length over the limit'),
    headers: {
      'content-type': 'application/json',
      'content-length': String(r.pick([1024 * 1024 + 1, 50 * 1024 * 1024, 2 ** 53])),
    },
    body: undefined,
  }),
  (r) => {
    const name = r.chance(0.5) ? 'x'.repeat(1024 * 1024 + 10) : 'x'.repeat(20 * 1024);
    return post(json({ query: MUTATION, variables: { name } }), 'application/json', `a body of ${name.length} bytes`);
  },
  (r) => ({
    ...post(
      json({ query: LIST, variables: { q: r.pick(NASTY_TEXT) } }),
      'application/json',
      'a body without a length (chunked)',
    ),
    headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
  }),
  (r) => {
    const variables = r.pick([
      json({ q: 'x' }),
      '{',
      json({ q: withLoneSurrogate(r, 'x') }),
      json({ perPage: '5' }),
      json(nested(r, 1, 200)),
      '[]',
      'null',
      hugeString(r).slice(0, 8000),
    ]);
    const query = r.pick([LIST, MUTATION, ME, '{ me', '']);
    const params = new URLSearchParams({ query, variables });
    if (r.chance(0.3)) params.append('query', ME);
    if (r.chance(0.2)) params.set('operationName', 'Nope');
    return {
      notes: ['GET with variables'],
      method: 'GET',
      path: `/graphql?${params}`,
      headers: { accept: r.pick(['application/json', 'application/graphql-response+json', 'text/html', '*/*']) },
    };
  },
  (r) => ({
    notes: ['GET without a query'],
    method: 'GET',
    path: r.pick([
      '/graphql',
      '/graphql?',
      '/graphql?query=',
      '/graphql?variables={}',
      '/graphql?query=%E0%A4%A',
      '/graphql?query=%00',
    ]),
    headers: {},
  }),
  (r) => {
    const n = r.pick([2, 10, 11, 100]);
    return post(
      json(
        Array.from({ length: n }, () => ({
          query: r.pick([ME, LIST, MUTATION]),
          variables: { name: 'Batch', q: 'a' },
        })),
      ),
      'application/json',
      `a batch of ${n}`,
    );
  },
  (r) => ({
    notes: ['another method'],
    method: r.pick(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE']),
    path: '/graphql',
    headers: { 'content-type': 'application/json', origin: r.pick(['https://evil.example', 'null']) },
    body: json({ query: ME }),
  }),
  (r) => ({
    ...post(
      json({ query: r.pick([ME, MUTATION, LIST]), variables: { name: 'Junk header', q: 'x' } }),
      'application/json',
      'a junk authorization header',
    ),
    actor: 'anonymous',
    headers: {
      'content-type': 'application/json',
      authorization: r.pick([
        'JWT',
        'JWT ',
        'Bearer x',
        'JWT a.b.c',
        'JWT eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
        `JWT ${'a'.repeat(8000)}`,
        'Basic dXNlcjpwYXNz',
        'JWT \u00e9',
        'jwt',
        '',
      ]),
    },
  }),
  (r) => ({
    ...post(json({ query: ME }), 'application/json', 'junk client address and language headers'),
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': r.pick([
        'not-an-ip',
        '999.1.1.1',
        '1.2.3.4, , ,',
        '::1, ::ffff:10.0.0.1',
        Array.from({ length: 200 }, (_, i) => `10.0.${i % 250}.1`).join(', '),
        '',
      ]),
      'accept-language': r.pick(['', 'id', 'id-ID,id;q=0.9', 'xx;q=abc', '*', 'en'.repeat(2000)]),
    },
  }),
];

/** Paths beside the API's (the app's files, or what tries to leave their folder). */
const OTHER_PATHS = [
  '/',
  '/admin/menus/x',
  '/..%2f..%2fetc%2fpasswd',
  '/assets/../../package.json',
  '/assets/%2e%2e/%2e%2e/package.json',
  '/%00',
  '/admin/%E0%A4%A',
  `/${'a'.repeat(4000)}`,
  '/index.html?x=%ZZ',
  '/sw.js',
  '/graphql/',
  '/GRAPHQL',
  '/media/',
  '/exports/',
  '/cubejs-api/',
];

function otherPathCall(random: Random): HttpCall {
  const path = random.pick(OTHER_PATHS);
  const method = random.pick(['GET', 'GET', 'HEAD', 'POST', 'PUT', 'OPTIONS']);
  return {
    kind: 'http',
    target: 'other paths',
    notes: [`${method} ${path.slice(0, 60)}`],
    actor: random.pick(ACTORS),
    method,
    path,
    headers: { 'accept-encoding': random.pick(['gzip', 'br', 'identity', 'x;q=abc', '']) },
  };
}

export function graphqlHttpJunk(random: Random): HttpCall {
  if (random.chance(0.1)) return otherPathCall(random);
  const junk = random.pick(JUNK)(random);
  return { kind: 'http', target: 'graphql over HTTP', actor: junk.actor ?? random.pick(ACTORS), ...junk };
}
