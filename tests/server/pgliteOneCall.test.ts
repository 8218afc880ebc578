/**
 * The embedded database's one-call query path (src/server/db/pgliteOneCall.ts) must answer exactly as
 * PGlite's own query() does: same rows, fields, counts and errors, also run again by name and in
 * transactions.
 */
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteWithOneCallQueries } from '../../src/server/db/pgliteOneCall';
import { MAX_STATEMENTS } from '../../src/server/db/pgliteStatements';

let client: PGliteWithOneCallQueries;
const viaPglite = (query: string, params: unknown[] = [], options?: QueryOptions) =>
  PGlite.prototype.query.call(client, query, params, options);
const viaOneCall = (query: string, params: unknown[] = [], options?: QueryOptions) =>
  client.query(query, params, options);

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
    [
      'text, number and boolean parameters',
      'select id, name from sample where name = $1 and id >= $2 and ok = $3',
      ['Kopi', 1, true],
    ],
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
    expect((await viaOneCall('select born from sample where id = $1', [1])).rows[0]).toEqual({
      born: new Date('2026-01-02T03:04:05Z'),
    });
    expect((await viaOneCall('select born from sample where id = $1', [1], { parsers: asText })).rows[0]).toEqual({
      born: '2026-01-02 03:04:05+00',
    });
    expect((await viaOneCall('select born from sample where id = $1', [1])).rows[0]).toEqual({
      born: new Date('2026-01-02T03:04:05Z'),
    });
    expect((await viaPglite('select born from sample where id = $1', [1])).rows[0]).toEqual({
      born: new Date('2026-01-02T03:04:05Z'),
    });
  });

  it('keeps working after an error', async () => {
    await expect(viaOneCall('select * from nowhere')).rejects.toThrow();
    expect((await viaOneCall('select $1::int + 1 as n', [41])).rows).toEqual([{ n: 42 }]);
  });
});

describe('each query text parsed once and run again by name', () => {
  it('a query run again and again (planned once after five runs) answers as PGlite does, whatever its values', async () => {
    for (let i = 0; i < 8; i += 1) {
      const params = [i % 2 === 0 ? 'Kopi' : 'Teh', i];
      const query = 'select id, name, born, ok from sample where name = $1 and id > $2 - 10 order by id';
      expect(await viaOneCall(query, params)).toEqual(await viaPglite(query, params));
    }
  });

  it(`beyond ${MAX_STATEMENTS} texts the least recently used are closed, and run again when asked`, async () => {
    const texts = Array.from({ length: MAX_STATEMENTS + 5 }, (_, i) => `select $1::int + ${i} as n`);
    for (const [i, text] of texts.entries()) expect((await viaOneCall(text, [1])).rows).toEqual([{ n: 1 + i }]);
    for (const [i, text] of texts.slice(0, 10).entries())
      expect((await viaOneCall(text, [2])).rows).toEqual([{ n: 2 + i }]);
  });

  it('a statement whose table changed under it is parsed afresh and answers at once', async () => {
    await client.exec('create table shape (id int primary key, v int); insert into shape values (1, 7);');
    for (let i = 0; i < 6; i += 1)
      expect((await viaOneCall('select * from shape where id = $1', [1])).rows).toEqual([{ id: 1, v: 7 }]);
    await client.exec("alter table shape alter column v type text using v::text || '!'");
    expect((await viaOneCall('select * from shape where id = $1', [1])).rows).toEqual([{ id: 1, v: '7!' }]);
  });

  it("a transaction's queries answer as PGlite's own; one rolled back keeps nothing, and its statements run after it", async () => {
    const query = 'insert into sample (name) values ($1) returning name';
    const failed = await client
      .transaction(async (tx) => {
        expect((await tx.query(query, ['Rolled'])).rows).toEqual([{ name: 'Rolled' }]);
        await tx.query(query, ['Kopi']); // a unique violation
      })
      .catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: '23505' });
    expect((await viaOneCall('select count(*)::int as n from sample where name = $1', ['Rolled'])).rows).toEqual([
      { n: 0 },
    ]);
    const kept = await client.transaction((tx) => tx.query(query, ['Kept']));
    expect(kept.rows).toEqual([{ name: 'Kept' }]);
    expect((await viaOneCall('select name from sample where name = $1', ['Kept'])).rows).toEqual([{ name: 'Kept' }]);
  });
});
