/**
 * Schema-driven GraphQL calls: for every Mutation field, and every Query field that takes
 * arguments, plausible arguments (plausible.ts) malformed one to three times (malform.ts), sent as
 * variables or written inline, selecting a few fields of what it returns, as a random actor; and
 * now and then something wrong with the operation itself (a variable of the wrong type, one never
 * declared or never used, another operation name, too many aliases).
 */
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import type { ServerResource } from '../../../../src/server/graphql/resource';
import { ACTORS, type Actor, type HttpCall } from './calls';
import { malformOnce } from './malform';
import { confirmed, plausibleValue, type ValueContext } from './plausible';
import type { Random } from './random';

export interface Target {
  /** `Mutation.createMenu`: what the reports and counts call it. */
  name: string;
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  /** Its resource (`updateMenu` → menus), and that resource's table, for `id` and `ids`. */
  resource?: string;
  ownTable?: string;
  sortable: readonly string[];
  /**
   * The few selections its calls choose from: the values vary far more than the documents, as
   * with a real client, so the server's document caches serve most calls (a new document costs
   * several times what a new set of variables does).
   */
  selections: readonly string[];
}

/** The resource an operation belongs to, by the type it returns or names (`_allMenusMeta` → Menu). */
function resourceOf(
  field: GraphQLField<unknown, unknown>,
  resources: readonly ServerResource[],
): ServerResource | undefined {
  const named = getNamedType(field.type).name;
  return (
    resources.find((r) => r.descriptor.type === named) ??
    resources.find((r) => field.name.includes(r.descriptor.plural) || field.name.endsWith(r.descriptor.type))
  );
}

/** Every mutation, and every query that takes arguments. */
export function targetsOf(schema: GraphQLSchema, resources: readonly ServerResource[], random: Random): Target[] {
  const fields = [
    ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => ({
      operation: 'mutation' as const,
      field,
    })),
    ...Object.values(schema.getQueryType()?.getFields() ?? {})
      .filter((field) => field.args.length > 0)
      .map((field) => ({ operation: 'query' as const, field })),
  ];
  return fields.map(({ operation, field }) => {
    const resource = resourceOf(field, resources);
    const selections = [selectionOf(random, field.type), selectionOf(random, field.type)];
    const name = `${operation === 'query' ? 'Query' : 'Mutation'}.${field.name}`;
    return {
      name,
      operation,
      field,
      resource: resource?.descriptor.name,
      ownTable: resource?.tableName,
      sortable: resource?.sortable ?? [],
      selections,
    };
  });
}

/** A few fields of what an operation returns, one level of objects deep. */
function selectionOf(random: Random, type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  const fields = Object.values(named.getFields()).filter(
    (f) => f.args.length === 0 && (isLeafType(getNamedType(f.type)) || depth === 0),
  );
  const chosen = random.some(fields, 4);
  const parts = (chosen.length > 0 ? chosen : [fields[0]]).map((f) => {
    const inner = selectionOf(random, f.type, depth + 1);
    return inner ? `${f.name} ${inner}` : f.name;
  });
  return `{ ${parts.join(' ')} }`;
}

/** A GraphQL literal of a JSON value (enum-typed places get bare names when they look like one). */
function literal(value: unknown, type: GraphQLInputType | undefined): string {
  const nullable = type && getNullableType(type);
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value))
    return `[${value.map((v) => literal(v, nullable && isListType(nullable) ? nullable.ofType : undefined)).join(', ')}]`;
  if (typeof value === 'object') {
    const fields = nullable && isInputObjectType(nullable) ? nullable.getFields() : {};
    const entries = Object.entries(value).filter(([key]) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(key));
    return `{ ${entries.map(([key, v]) => `${key}: ${literal(v, fields[key]?.type)}`).join(', ')} }`;
  }
  if (typeof value === 'string' && nullable && isEnumType(nullable) && /^[_A-Za-z][_0-9A-Za-z]*$/.test(value))
    return value;
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : 'null';
  return JSON.stringify(value);
}

interface Document {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

const argumentList = (args: readonly GraphQLArgument[], render: (arg: GraphQLArgument) => string) =>
  args.length > 0 ? `(${args.map((arg) => `${arg.name}: ${render(arg)}`).join(', ')})` : '';

function asVariables(target: Target, args: Record<string, unknown>, selection: string): Document {
  const defs = target.field.args;
  const declared = defs.length > 0 ? `(${defs.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ')})` : '';
  return {
    query: `${target.operation} Fuzz${declared} { ${target.field.name}${argumentList(defs, (arg) => `$${arg.name}`)} ${selection} }`,
    variables: args,
  };
}

function inline(target: Target, args: Record<string, unknown>, selection: string): Document {
  const given = target.field.args.filter((arg) => arg.name in args);
  return {
    query: `${target.operation} { ${target.field.name}${argumentList(given, (arg) => literal(args[arg.name], arg.type))} ${selection} }`,
  };
}

/** Something wrong with the operation rather than its values. */
const OPERATION_JUNK: [string, (random: Random, document: Document, target: Target) => Document][] = [
  [
    'a variable declared with another type',
    (random, document) => ({
      ...document,
      query: document.query.replace(
        /: (ID|String|Int|Float|Boolean)(!?)/,
        (_m, _t, bang: string) => `: ${random.pick(['String', 'Int', 'Boolean', 'Float', 'ID'])}${bang}`,
      ),
    }),
  ],
  [
    'a variable never declared',
    (_random, document) => ({ ...document, query: document.query.replace(/\$(\w+)\)/, '$undeclared)') }),
  ],
  [
    'a variable never used',
    (_random, document) => ({
      ...document,
      query: document.query.replace(/^(query|mutation) Fuzz(\()?/, (_m, op: string, open?: string) =>
        open ? `${op} Fuzz($unused: Int, ` : `${op} Fuzz($unused: Int)`,
      ),
    }),
  ],
  ['another operation name', (_random, document) => ({ ...document, operationName: 'NotThisOne' })],
  [
    'the field under 16 aliases',
    (_random, document, target) => ({
      ...document,
      query: document.query.replace(
        ` ${target.field.name}`,
        ` ${Array.from({ length: 16 }, (_, i) => `a${i}: ${target.field.name}`).join(' ')} ${target.field.name}`,
      ),
    }),
  ],
  [
    'an unknown directive',
    (_random, document, target) => ({
      ...document,
      query: document.query.replace(` ${target.field.name}`, ` ${target.field.name} @nope(x: 1)`),
    }),
  ],
];

export type GraphQLCallContext = Pick<ValueContext, 'random' | 'ids' | 'templates' | 'codes'>;

/** One malformed call of `target`. */
export function graphqlCall(given: GraphQLCallContext, target: Target): HttpCall {
  const { random, ids } = given;
  const actor: Actor = random.pick(ACTORS);
  const context: ValueContext = {
    ...given,
    ownTable: target.ownTable,
    sortable: target.sortable,
    focus: ids.focusFor(random, actor),
  };
  const args: Record<string, unknown> = {};
  for (const arg of target.field.args) {
    if (String(arg.type).endsWith('!') || random.chance(0.5))
      args[arg.name] = plausibleValue(context, arg.type, arg.name);
  }
  confirmed(random, args);
  const notes: string[] = [];
  const times = random.pick([1, 1, 1, 2, 3]);
  for (let i = 0; i < times; i += 1) {
    const note = malformOnce(context, args, target.field.args);
    if (note) notes.push(note);
  }
  const selection = random.pick(target.selections);
  let document = random.chance(0.15) ? inline(target, args, selection) : asVariables(target, args, selection);
  if (document.variables === undefined) notes.push('written inline');
  if (notes.length === 0 || random.chance(0.08)) {
    const [note, junk] = random.pick(OPERATION_JUNK);
    document = junk(random, document, target);
    notes.push(note);
  }
  return {
    kind: 'http',
    target: target.name,
    notes,
    actor,
    method: 'POST',
    path: '/graphql',
    // Many clients, as in life: the per-address limits (sign-in, orders, mails) then refuse rarely enough for the calls
    // to go deeper.
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${random.int(256)}.${random.int(256)}.${1 + random.int(254)}`,
      // Refusals are translated too: every message must exist in both catalogues.
      'accept-language': random.pick(['en', 'id']),
    },
    body: JSON.stringify(document),
    graphql: { query: document.query, variables: document.variables },
  };
}
