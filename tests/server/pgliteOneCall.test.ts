/**
 * The embedded database's one-call query path (src/server/db/pgliteOneCall.ts) must answer exactly as
 * PGlite's own query() does: same rows, fields, counts and errors.
 */
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteWithOneCallQueries } from '../../src/server/db/pgliteOneCall';

let client: PGliteWithOneCallQueries;
const viaPglite = (query: string, params: unknown[] = [], options?: QueryOptions) => PGlite.prototype.query.call(client, query, params, options);
const viaOneCall = (query: string, params: unknown[] = [], options?: QueryOptions) => client.query(query, params, options);

beforeAll(async () => {
  client = new PGliteWithOneCallQueries();
  await client.waitReady;
  await client.exec(`
    create table sample (id serial primary key, name text unique, born timestamptz, data jsonb, tags int[], big bigint, price numeric(10,2), ok boolean);
    insert into sample (name, born, data, tags, big, price, ok) values
      ('Kopi', '2026-01-02T03:04:05Z', '{"a": [1, 2]}', '{1,2,3}', 9007199254740993, 12.50, true),
      ('Teh', null, null, null, null, null, false);
  `);
});
afterAll(async () => {
  await client.close();
});

describe('the one-call query path answers as PGlite does', () => {
  it.each<[string, string, unknown[]]>([
    ['typed columns with nulls', 'select * from sample order by id', []],
    ['text, number and boolean parameters', 'select id, name from sample where name = $1 and id >= $2 and ok = $3', ['Kopi', 1, true]],
    ['a null parameter', 'select count(*) from sample where $1::text is null', [null]],
    ['duplicate column names', 'select 1 as a, 2 as a', []],
    ['an empty result', 'select * from sample where false', []],
    ['no columns', 'select', []],
  ])('%s', async (_, query, params) => {
    for (const rowMode of ['object', 'array'] as const) {
      expect(await viaOneCall(query, params, { rowMode })).toEqual(await viaPglite(query, params, { rowMode }));
    }
  });

  it('counts the rows of inserts, updates and deletes', async () => {
    for (const [query, params] of [
      ['insert into sample (name) values ($1), ($2)', ['A1', 'A2']],
      ['update sample set ok = $1 where name like $2', [true, 'A%']],
      ['delete from sample where name like $1', ['A%']],
    ] as const) {
      const fast = await viaOneCall(query, [...params]);
      expect(fast.affectedRows).toBe(2);
    }
    expect((await viaOneCall('update sample set ok = ok where false')).affectedRows).toBe(0);
  });

  it.each<[string, string, unknown[]]>([
    ['division by zero', 'select 1 / $1::int', [0]],
    ['a unique violation', 'insert into sample (name) values ($1)', ['Kopi']],
    ['a missing table', 'select * from nowhere', []],
    ['a value the column cannot take', 'select * from sample where id = $1', ['not-a-number']],
  ])('raises %s with the same code and fields', async (_, query, params) => {
    const expected = await viaPglite(query, params).catch((error: unknown) => error);
    const actual = await viaOneCall(query, params).catch((error: unknown) => error);
    expect(actual).toBeInstanceOf(Error);
    expect(actual).toMatchObject({
      message: (expected as Error).message,
      code: (expected as { code: string }).code,
      constraint: (expected as { constraint?: string }).constraint,
      query,
    });
  });

  it('takes parameters that need a serializer (a Date) through PGlite itself', async () => {
    const born = new Date('2026-01-02T03:04:05Z');
    const result = await viaOneCall('select name from sample where born = $1', [born]);
    expect(result.rows).toEqual([{ name: 'Kopi' }]);
  });

  it("parsers passed with a query apply to that query alone: the client's own are never changed", async () => {
    const asText = { 1184: (value: string) => value }; // timestamptz kept as text, as drizzle asks
    expect((await viaOneCall('select born from sample where id = $1', [1])).rows[0]).toEqual({ born: new Date('2026-01-02T03:04:05Z') });
    expect((await viaOneCall('select born from sample where id = $1', [1], { parsers: asText })).rows[0]).toEqual({ born: '2026-01-02 03:04:05+00' });
    expect((await viaOneCall('select born from sample where id = $1', [1])).rows[0]).toEqual({ born: new Date('2026-01-02T03:04:05Z') });
    expect((await viaPglite('select born from sample where id = $1', [1])).rows[0]).toEqual({ born: new Date('2026-01-02T03:04:05Z') });
  });

  it('keeps working after an error', async () => {
    await expect(viaOneCall('select * from nowhere')).rejects.toThrow();
    expect((await viaOneCall('select $1::int + 1 as n', [41])).rows).toEqual([{ n: 42 }]);
  });
});
