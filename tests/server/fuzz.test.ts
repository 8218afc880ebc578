/**
 * The project's own fuzz test: over 10,000 malformed calls, made from the schema and
 * the endpoints' formats, to every mutation and every query that takes arguments, to /graphql as
 * raw HTTP, to `POST /media`, `GET /exports/orders.csv`, `/cubejs-api/v1/load` and `/meta`, and
 * to the graphql-ws socket, as anonymous, an ADMIN, a multi admin and a SUPERADMIN. No answer may
 * be a 5xx or an internal error, and a refused call may leave nothing written.
 *
 * The calls come from a fixed seed, in the test's name: `FUZZ_SEED=n` replays another, and
 * `FUZZ_SCALE=k` makes k times as many calls. `FUZZ_RESOURCES=a,b` aims the GraphQL part at those
 * resources' operations only (the generator's test: the resources it has just written). A failure prints the seed, the
 * part and the call's
 * index, who made it, the call and the answer; the failing calls are also written whole to
 * `.tmp/fuzz/`.
 */
import { sql } from 'drizzle-orm';
import { buildClientSchema, getIntrospectionQuery, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { beforeAll, expect, it } from 'vitest';
import { RESOURCES } from '../../src/server/graphql/resources';
import { issueAccountCodes } from './support/fuzz/accountCodes';
import { tinyBuiltApp } from './support/fuzz/appFiles';
import { analyticsCall } from './support/fuzz/analyticsCalls';
import type { FuzzCall } from './support/fuzz/calls';
import { exportCall, orderFilterArgument } from './support/fuzz/exportCalls';
import { graphqlCall, targetsOf, type Target } from './support/fuzz/graphqlCalls';
import { graphqlHttpJunk } from './support/fuzz/graphqlHttpJunk';
import { IdPool } from './support/fuzz/idPool';
import { mediaCall, sampleImages } from './support/fuzz/mediaCalls';
import { Random } from './support/fuzz/random';
import { Fuzzer, type PartResult } from './support/fuzz/runner';
import { socketCall } from './support/fuzz/socketCalls';
import { readTemplates, type Templates } from './support/fuzz/templates';
import { installWriteCounter, watchWrites, type WriteWatch } from './support/fuzz/writeWatch';
import { SUPERADMIN } from './support/demo';
import { describeOnEachDatabase } from './support/testServer';

const SEED = Number(process.env.FUZZ_SEED ?? 20260518);
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const AIMED_AT = process.env.FUZZ_RESOURCES?.split(',');
if (!Number.isSafeInteger(SEED) || !(SCALE > 0))
  throw new Error('FUZZ_SEED is a whole number and FUZZ_SCALE a positive one');

/** How many calls each part makes (10,500 in all at scale 1). */
const CALLS = { graphql: 8_400, http: 600, media: 300, exports: 400, analytics: 500, socket: 300 } as const;
const callsOf = (part: keyof typeof CALLS) => Math.round(CALLS[part] * SCALE);

/** Each part draws from its own stream, so a part makes the same calls alone (`-t`) as in the whole run. */
const randomFor = (part: string) =>
  new Random(SEED ^ [...part].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261));

/** Generous: the parts take seconds, but CI machines are shared. */
const PART_TIMEOUT_MS = 240_000;

function verdict(part: string, database: string, result: PartResult): void {
  const seconds = (result.ms / 1000).toFixed(1);
  console.log(
    `fuzz seed ${SEED} ${database} ${part}: ${result.calls} calls, ${result.succeeded} succeeded, in ${seconds} s`,
  );
  const shown = result.failures.slice(0, 12).join('\n\n');
  expect(
    result.failures.length,
    `${result.failures.length} failing calls (seed ${SEED}; replay: FUZZ_SEED=${SEED} npx vitest run tests/server/fuzz.test.ts):\n\n${shown}`,
  ).toBe(0);
}

describeOnEachDatabase(
  `fuzz, seed ${SEED} (replay: FUZZ_SEED=${SEED} npx vitest run tests/server/fuzz.test.ts)`,
  (server) => {
    let watch: WriteWatch;
    let fuzzer: Fuzzer;
    let ids: IdPool;
    let database: string;
    /** The schema as the server serves it (introspected, as the admin's data provider reads it). */
    let schema: GraphQLSchema;
    let targets: Target[];
    let templates: Templates;
    let codes: string[];
    const run = async (part: string, count: number, make: (random: Random, index: number) => FuzzCall) => {
      const random = randomFor(part);
      const result = await fuzzer.run(part, count, (index) => make(random, index));
      verdict(part, database, result);
      return result;
    };

    beforeAll(async () => {
      const { db, kind } = server().server.database;
      database = kind;
      watch = await watchWrites(db);
      ids = await IdPool.read(db);
      codes = await issueAccountCodes(db, ids.idsOf('users'), new Date());
      fuzzer = new Fuzzer(server(), watch, SEED, kind);
      await fuzzer.start();
      const introspection = await server().gql<IntrospectionQuery>(getIntrospectionQuery());
      schema = buildClientSchema(introspection.data as IntrospectionQuery);
      targets = targetsOf(schema, RESOURCES, randomFor('selections')).filter(
        (target) => !AIMED_AT || AIMED_AT.includes(target.resource ?? ''),
      );
      expect(targets.length, `operations of ${AIMED_AT?.join(', ') ?? 'the schema'}`).toBeGreaterThan(0);
      templates = await readTemplates(server(), schema, await server().tokenFor(SUPERADMIN.id));
    });

    it('the write watch counts a write that stays, and none that was rolled back', async () => {
      const { db } = server().server.database;
      const before = await watch.writes();
      await db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into tags (name) values ('fuzz watch, rolled back')`);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      expect(await watch.writes()).toBe(before);
      await db.execute(sql`delete from tags where name = 'no such tag'`); // a statement that changes no row writes nothing
      await db.execute(sql`insert into tags (name) values ('fuzz watch, kept')`);
      expect(await watch.writes()).toBe(before + 1);
      await db.execute(sql`delete from tags where name = 'fuzz watch, kept'`);
      server().server.tableWrites.written('tags');
      await fuzzer.start();
    });

    it(
      'every mutation and every query that takes arguments',
      async () => {
        const result = await run('graphql operations', callsOf('graphql'), (random, index) =>
          graphqlCall({ random, ids, templates, codes }, targets[index % targets.length]),
        );
        // Calls that the schema's checks alone refuse would prove little: each operation's own code met some.
        const unreached = targets.map((t) => t.name).filter((name) => !result.reached.has(name));
        expect(unreached, 'operations no call got through to').toEqual([]);
      },
      PART_TIMEOUT_MS,
    );

    it(
      '/graphql as raw HTTP (junk bodies, content types, sizes, GET, batches, methods, headers), and the other paths',
      async () => {
        await run('graphql over HTTP', callsOf('http'), (random) => graphqlHttpJunk(random));
      },
      PART_TIMEOUT_MS,
    );

    it(
      'POST /media and GET /media/…',
      async () => {
        const images = await sampleImages();
        await run('media', callsOf('media'), (random) => mediaCall(random, images));
      },
      PART_TIMEOUT_MS,
    );

    it(
      'GET /exports/orders.csv',
      async () => {
        const filter = orderFilterArgument(schema);
        await run('exports', callsOf('exports'), (random) => exportCall(random, ids, filter));
      },
      PART_TIMEOUT_MS,
    );

    it(
      '/cubejs-api/v1/load and /meta',
      async () => {
        await run('analytics', callsOf('analytics'), (random) => analyticsCall(random));
      },
      PART_TIMEOUT_MS,
    );

    it(
      'the graphql-ws socket on /graphql',
      async () => {
        await run('socket', callsOf('socket'), (random) => socketCall(random, ids));
      },
      PART_TIMEOUT_MS,
    );
  },
  { setup: installWriteCounter, settings: { distDir: tinyBuiltApp() } },
);
