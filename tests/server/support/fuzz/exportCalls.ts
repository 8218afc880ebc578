/**
 * Calls of the order export (`GET /exports/orders.csv?file=…&filter={json}`): the filter is the
 * schema's `OrderFilter`, so it is made and malformed as the GraphQL arguments are (a plausible
 * filter with a range the export takes, then malform.ts), or it is no JSON object at all; `file`
 * and the method are wrong now and then.
 */
import { isInputObjectType, type GraphQLSchema } from 'graphql';
import { ACTORS, type HttpCall } from './calls';
import type { IdPool } from './idPool';
import { malformOnce, type ArgumentDef } from './malform';
import { plausibleValue } from './plausible';
import type { Random } from './random';

const DAY_MS = 86_400_000;

export function orderFilterArgument(schema: GraphQLSchema): ArgumentDef {
  const type = schema.getType('OrderFilter');
  if (!isInputObjectType(type)) throw new Error('the schema has no OrderFilter input');
  return { name: 'filter', type };
}

export function exportCall(random: Random, ids: IdPool, filter: ArgumentDef): HttpCall {
  const actor = random.pick(ACTORS);
  const context = {
    random,
    ids,
    templates: new Map(),
    codes: [],
    ownTable: 'orders',
    sortable: [],
    focus: ids.focusFor(random, actor),
  };
  const args: Record<string, unknown> = { filter: plausibleValue(context, filter.type, 'filter') };
  const from = Date.UTC(2025, 10, 1) + random.int(150) * DAY_MS;
  if (random.chance(0.7))
    Object.assign(args.filter as object, {
      createdFrom: new Date(from).toISOString(),
      createdBefore: new Date(from + random.between(1, 60) * DAY_MS).toISOString(),
    });
  const notes: string[] = [];
  const times = random.pick([1, 1, 2]);
  for (let i = 0; i < times; i += 1) notes.push(malformOnce(context, args, [filter]) ?? '');
  const params = new URLSearchParams();
  const file = random.chance(0.85)
    ? random.pick(['orders', 'items'])
    : random.pick(['', 'ITEMS', 'users', '../etc', 'items\u0000']);
  if (random.chance(0.95)) params.set('file', file);
  if (random.chance(0.9)) {
    const text = random.chance(0.85)
      ? JSON.stringify(args.filter ?? null)
      : random.pick(['{', '', 'null', '[]', '"x"', '5', 'x'.repeat(9000), '{"createdFrom": "2026-01-01"']);
    // Node refuses a request line over its header limit (16 KB) itself, closing the connection.
    params.set('filter', text.slice(0, 12_000));
  } else notes.push('no filter');
  const method = random.chance(0.95) ? 'GET' : random.pick(['POST', 'HEAD', 'DELETE']);
  return { kind: 'http', target: 'exports', notes, actor, method, path: `/exports/orders.csv?${params}`, headers: {} };
}
