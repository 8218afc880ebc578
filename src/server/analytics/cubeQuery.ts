/**
 * Reads a Cube query (REST API query format) into a checked, normalized query of one cube: every
 * member known, granularities, date ranges, time zone, filters, order and limits valid. Anything
 * else is a QueryError (400). The normalized form is also what the answer's `query` shows.
 */
import type { CubeDefinition, Member } from './cubeMembers';
import { CUBES, GRANULARITIES, type Granularity } from './cubes';
import { dateRange, zoneClock } from './dateRanges';
import { QueryError } from './queryError';

export const DEFAULT_LIMIT = 10_000;
export const MAX_LIMIT = 50_000;
const MAX_FILTERS = 100;
const MAX_FILTER_VALUES = 1_000;
const MAX_FILTER_DEPTH = 5;

export const OPERATORS = ['equals', 'notEquals', 'gt', 'gte', 'lt', 'lte', 'set', 'notSet'] as const;
export type Operator = (typeof OPERATORS)[number];

export interface TimeDimension {
  dimension: string;
  granularity?: Granularity;
  dateRange?: [string, string];
  compareDateRange?: [string, string][];
}

export type Filter = { member: string; operator: Operator; values?: string[] } | { or: Filter[] } | { and: Filter[] };

export interface CubeQuery {
  measures: string[];
  dimensions: string[];
  timeDimensions: TimeDimension[];
  filters: Filter[];
  order: { id: string; desc: boolean }[];
  limit: number;
  offset?: number;
  timezone: string;
}

/** A member the query names, resolved. */
export interface ResolvedMember {
  name: string;
  member: Member;
  kind: 'measure' | 'dimension';
}

const KNOWN_KEYS = new Set([
  'measures',
  'dimensions',
  'timeDimensions',
  'filters',
  'order',
  'limit',
  'offset',
  'timezone',
  'segments',
  'renewQuery',
  'total',
  'ungrouped',
  'responseFormat',
]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const malformed = (reason: string) => new QueryError('analyticsMalformed', { reason });

function stringList(value: unknown, key: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
    throw malformed(`${key} must be a list of member names`);
  return value;
}

/** The cube of the query, and its members by name: one cube per query. */
export class MemberResolver {
  cube: CubeDefinition | undefined;

  resolve(name: unknown): ResolvedMember {
    const [cubeName, memberName, ...rest] = typeof name === 'string' ? name.split('.') : [];
    const cube = CUBES.find((c) => c.name === cubeName);
    const measure = cube && Object.hasOwn(cube.measures, memberName) ? cube.measures[memberName] : undefined;
    const dimension = cube && Object.hasOwn(cube.dimensions, memberName) ? cube.dimensions[memberName] : undefined;
    if (!cube || rest.length > 0 || !(measure ?? dimension))
      throw new QueryError('analyticsUnknownMember', { member: String(name) });
    if (this.cube && this.cube !== cube) throw new QueryError('analyticsOneCube');
    this.cube = cube;
    return measure
      ? { name: name as string, member: measure, kind: 'measure' }
      : { name: name as string, member: dimension as Member, kind: 'dimension' };
  }

  time(name: unknown): ResolvedMember {
    const resolved = this.resolve(name);
    if (resolved.member.type !== 'time') throw new QueryError('analyticsNotTime', { member: resolved.name });
    return resolved;
  }
}

function granularity(value: unknown): Granularity | undefined {
  if (value === undefined || value === null) return undefined;
  if (!(GRANULARITIES as readonly unknown[]).includes(value))
    throw new QueryError('analyticsBadGranularity', { granularity: String(value) });
  return value as Granularity;
}

function timezoneOf(value: unknown): string {
  if (value === undefined) return 'UTC';
  if (typeof value === 'string' && /^[A-Za-z0-9_+\-/]{1,64}$/.test(value) && zoneClock(value)) return value;
  throw new QueryError('analyticsBadTimezone', { timezone: String(value) });
}

function timeDimensions(
  query: Record<string, unknown>,
  members: MemberResolver,
  timezone: string,
  now: Date,
): TimeDimension[] {
  const given = query.timeDimensions ?? [];
  if (!Array.isArray(given) || !given.every(isObject)) throw malformed('timeDimensions must be a list of objects');
  const fromDimensions = stringList(query.dimensions, 'dimensions')
    .filter((name) => name.split('.').length === 3)
    .map((name): Record<string, unknown> => ({
      dimension: name.split('.').slice(0, 2).join('.'),
      granularity: name.split('.')[2],
    }));
  return [...given, ...fromDimensions].map((td) => {
    const dimension = members.time(td.dimension).name;
    const normalized: TimeDimension = { dimension };
    const grain = granularity(td.granularity);
    if (grain) normalized.granularity = grain;
    if (td.dateRange !== undefined) normalized.dateRange = dateRange(td.dateRange, timezone, now);
    if (td.compareDateRange !== undefined) {
      if (!Array.isArray(td.compareDateRange) || td.compareDateRange.length < 1 || td.compareDateRange.length > 12)
        throw malformed('compareDateRange must list 1 to 12 date ranges');
      normalized.compareDateRange = td.compareDateRange.map((range: unknown) => dateRange(range, timezone, now));
    }
    return normalized;
  });
}

function filterValues(operator: Operator, values: unknown, member: ResolvedMember): string[] | undefined {
  if (operator === 'set' || operator === 'notSet') return undefined;
  const list = Array.isArray(values)
    ? values.map((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v))
    : [];
  const count =
    operator === 'equals' || operator === 'notEquals'
      ? list.length >= 1 && list.length <= MAX_FILTER_VALUES
      : list.length === 1;
  // U+0000 is text no PostgreSQL column can hold: the database refuses the statement.
  const typed = list.every(
    (v) =>
      typeof v === 'string' &&
      !v.includes('\u0000') &&
      (member.member.type !== 'number' || (v.trim() !== '' && Number.isFinite(Number(v)))),
  );
  if (!count || !typed) throw new QueryError('analyticsBadFilter', { member: member.name });
  return list as string[];
}

function filter(value: unknown, members: MemberResolver, depth: number, budget: { left: number }): Filter {
  if (!isObject(value) || depth > MAX_FILTER_DEPTH || --budget.left < 0)
    throw malformed('filters must be at most 100 conditions, nested at most 5 deep');
  for (const logical of ['or', 'and'] as const) {
    if (logical in value) {
      const list = value[logical];
      if (!Array.isArray(list) || list.length === 0) throw malformed(`${logical} must be a list of filters`);
      const parts = list.map((f) => filter(f, members, depth + 1, budget));
      return logical === 'or' ? { or: parts } : { and: parts };
    }
  }
  const member = members.resolve(value.member ?? value.dimension);
  const operator = value.operator as Operator;
  if (!(OPERATORS as readonly unknown[]).includes(operator))
    throw new QueryError('analyticsBadOperator', { operator: String(operator) });
  if (member.member.type === 'time' && operator !== 'set' && operator !== 'notSet')
    throw new QueryError('analyticsBadFilter', { member: member.name });
  const values = filterValues(operator, value.values, member);
  return values ? { member: member.name, operator, values } : { member: member.name, operator };
}

function order(value: unknown): { id: string; desc: boolean }[] {
  if (value === undefined) return [];
  const entries = isObject(value) ? Object.entries(value) : Array.isArray(value) ? value : undefined;
  if (
    !entries?.every(
      (e) => Array.isArray(e) && e.length === 2 && typeof e[0] === 'string' && (e[1] === 'asc' || e[1] === 'desc'),
    )
  ) {
    throw malformed('order must map members to "asc" or "desc"');
  }
  return (entries as [string, string][]).map(([id, direction]) => ({ id, desc: direction === 'desc' }));
}

function integer(value: unknown, key: string, min: number, max: number): number | undefined {
  if (value === undefined || value === null) return undefined;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min)
    throw malformed(`${key} must be a whole number from ${min}`);
  if (n > max) throw new QueryError('analyticsLimit', { max });
  return n;
}

/** The checked query and its cube. `now` is the server's clock, for relative date ranges. */
export function readQuery(value: unknown, now: Date): { query: CubeQuery; cube: CubeDefinition } {
  if (!isObject(value)) throw malformed('a query is a JSON object');
  const unknownKey = Object.keys(value).find((key) => !KNOWN_KEYS.has(key));
  if (unknownKey) throw malformed(`unknown key "${unknownKey}"`);
  if (stringList(value.segments, 'segments').length > 0)
    throw new QueryError('analyticsUnknownMember', { member: (value.segments as string[])[0] });
  if (value.ungrouped === true) throw malformed('ungrouped queries are not supported');
  if (value.responseFormat !== undefined && value.responseFormat !== 'default')
    throw malformed('only the default response format is supported');
  const members = new MemberResolver();
  const timezone = timezoneOf(value.timezone);
  const measures = stringList(value.measures, 'measures').map((name) => {
    const resolved = members.resolve(name);
    if (resolved.kind !== 'measure') throw new QueryError('analyticsNotMeasure', { member: name });
    return name;
  });
  const dimensions = stringList(value.dimensions, 'dimensions')
    .filter((name) => name.split('.').length !== 3)
    .map((name) => {
      if (members.resolve(name).kind !== 'dimension') throw new QueryError('analyticsNotDimension', { member: name });
      return name;
    });
  const times = timeDimensions(value, members, timezone, now);
  if (!Array.isArray(value.filters ?? [])) throw malformed('filters must be a list');
  const budget = { left: MAX_FILTERS };
  const filters = ((value.filters as unknown[] | undefined) ?? []).map((f) => filter(f, members, 1, budget));
  if (!members.cube || (measures.length === 0 && dimensions.length === 0 && !times.some((td) => td.granularity)))
    throw new QueryError('analyticsEmpty');
  const query: CubeQuery = {
    measures,
    dimensions,
    timeDimensions: times,
    filters,
    order: order(value.order),
    limit: integer(value.limit, 'limit', 1, MAX_LIMIT) ?? DEFAULT_LIMIT,
    timezone,
  };
  const offset = integer(value.offset, 'offset', 0, Number.MAX_SAFE_INTEGER);
  if (offset) query.offset = offset;
  return { query, cube: members.cube };
}
