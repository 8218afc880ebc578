/**
 * Calls of Cube's REST API (`/cubejs-api/v1/load` and `/meta`): plausible queries built from the
 * cubes the server declares, malformed (jsonMalform.ts) with junk of their own kind (unknown or
 * foreign members, granularities, time zones, operators, date ranges), sent by GET or POST, as a
 * list (`queryType=multi`), with tokens raw, `JWT` or `Bearer`; and the other paths and methods.
 */
import { CUBES, GRANULARITIES } from '../../../../src/server/analytics/cubes';
import { OPERATORS } from '../../../../src/server/analytics/cubeQuery';
import { ACTORS, type HttpCall } from './calls';
import { NASTY_TEXT, withNul } from './junkValues';
import { malformJson } from './jsonMalform';
import type { Random } from './random';

/** The longest query text sent in a URL. */
const URL_TEXT_MAX = 12_000;

const ALL_MEMBERS = CUBES.flatMap((cube) =>
  [...Object.keys(cube.measures), ...Object.keys(cube.dimensions)].map((m) => `${cube.name}.${m}`),
);

/** Values that mean something in a Cube query, for the wrong places. */
const CUBE_JUNK: unknown[] = [
  ...ALL_MEMBERS.slice(0, 6),
  'Orders',
  'Orders.',
  '.count',
  'Orders.count.day',
  'Orders.createdAt.fortnight',
  'Orders.nope',
  'Nope.count',
  'Orders.__proto__',
  'Orders.constructor',
  ...GRANULARITIES,
  'fortnight',
  'Mars/Olympus',
  'Asia/Jakarta',
  'UTC+7',
  'Etc/GMT-14',
  ...OPERATORS,
  'contains',
  'inDateRange',
  'last 7 days',
  'next 2 weeks',
  'last 99999 years',
  'from 7 days ago to now',
  ['2026-01-01', '2025-01-01'],
  ['2026-01-01'],
  ['1900-01-01', '9999-12-31'],
  { or: [] },
  { and: [{ or: [{ and: [{ or: [{ and: [{ member: 'Orders.status', operator: 'set' }] }] }] }] }] },
  { member: 'Orders.count', operator: 'gt', values: ['NaN'] },
];

function plausibleQuery(random: Random): Record<string, unknown> {
  const cube = random.pick(CUBES);
  const measures = random.some(Object.keys(cube.measures), 3).map((m) => `${cube.name}.${m}`);
  const dimensionNames = Object.entries(cube.dimensions)
    .filter(([, d]) => d.type !== 'time')
    .map(([name]) => `${cube.name}.${name}`);
  const timeName = Object.entries(cube.dimensions).find(([, d]) => d.type === 'time')?.[0];
  const query: Record<string, unknown> = { measures, dimensions: random.some(dimensionNames, 2) };
  if (timeName && random.chance(0.8)) {
    query.timeDimensions = [
      {
        dimension: `${cube.name}.${timeName}`,
        granularity: random.pick(GRANULARITIES),
        dateRange: random.pick(['last 7 days', 'this month', ['2026-01-01', '2026-01-31']]),
      },
    ];
  }
  if (random.chance(0.5))
    query.filters = [
      {
        member: random.pick(dimensionNames),
        operator: random.pick(OPERATORS),
        values: [
          random.chance(0.7)
            ? random.pick(['PAID', 'DONE', 'DINE_IN', '1', '3'])
            : random.chance(0.5)
              ? withNul(random, 'PAID')
              : random.pick(NASTY_TEXT),
        ],
      },
    ];
  if (random.chance(0.3)) query.order = { [measures[0] ?? dimensionNames[0]]: random.pick(['asc', 'desc']) };
  if (random.chance(0.3)) query.limit = random.pick([1, 10, 100]);
  if (random.chance(0.3)) query.timezone = random.pick(['UTC', 'Asia/Jakarta', 'Australia/Sydney']);
  return query;
}

/** The Cube client sends the token raw; the API takes `JWT …` and `Bearer …` too. */
const TOKEN_SCHEMES = ['raw', 'JWT', 'Bearer'] as const;

export function analyticsCall(random: Random): HttpCall {
  const actor = random.pick(ACTORS);
  const headers: Record<string, string> = {};
  const notes: string[] = [];
  const base = {
    kind: 'http' as const,
    target: 'analytics',
    actor,
    headers,
    notes,
    tokenScheme: random.pick(TOKEN_SCHEMES),
  };
  if (random.chance(0.1)) {
    const path = random.pick([
      '/cubejs-api/v1/meta',
      '/cubejs-api/v1/',
      '/cubejs-api/v1/sql',
      '/cubejs-api/v1/load/x',
      '/cubejs-api/v1/..%2fmeta',
      '/cubejs-api/v1/meta?query={',
    ]);
    const method = random.pick(['GET', 'GET', 'POST', 'DELETE', 'HEAD']);
    notes.push(`${method} ${path}`);
    return { ...base, method, path };
  }
  const multi = random.chance(0.4);
  let query: unknown =
    multi && random.chance(0.5) ? [plausibleQuery(random), plausibleQuery(random)] : plausibleQuery(random);
  // Some queries keep their shape (their values may still be wrong): those reach the SQL.
  const times = random.pick([0, 1, 1, 2, 3]);
  if (times === 0) notes.push('a query of the right shape (its values may be wrong)');
  for (let i = 0; i < times; i += 1) {
    const malformed = malformJson(random, query, CUBE_JUNK);
    query = malformed.value;
    notes.push(malformed.note);
  }
  const queryText = query === undefined ? '' : JSON.stringify(query);
  const queryType = multi ? random.pick(['multi', 'multi', 'single', 'nope']) : undefined;
  // A long query goes by POST, as the Cube client sends it: a request line over Node's header limit is refused before
  // the server sees it.
  if (random.chance(0.5) && queryText.length <= URL_TEXT_MAX) {
    const params = new URLSearchParams({ query: queryText });
    if (queryType) params.set('queryType', queryType);
    return { ...base, method: 'GET', path: `/cubejs-api/v1/load?${params}` };
  }
  headers['content-type'] = random.pick(['application/json', 'application/json', 'text/plain']);
  const body = random.chance(0.8)
    ? JSON.stringify({ query: random.chance(0.3) ? queryText : query, queryType })
    : random.pick(['{', '', 'null', '[]', queryText]);
  return { ...base, method: 'POST', path: '/cubejs-api/v1/load', body };
}
