/**
 * The path of docs/adding-a-resource.md cannot rot: in a scratch copy of the repository (its
 * files as they are now, node_modules linked) `npm run new:resource` adds three throwaway resources
 * (the example, one of every field kind, a platform one), which then type-check, lint, and pass
 * their own server tests, their cells of the authorization matrix and of the permission table, and
 * the contract of the admin's queries (on PGlite: the kernel's PostgreSQL behaviour is the server
 * suite's to prove).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run, scratchCopy } from './support/scratch';

/** Each resource: the generator's arguments, and the names its files and tests go by. */
const RESOURCES = [
  {
    args: ['zz_bookings', '--id-name=Pemesanan', '--icon=EventSeat'],
    file: 'zzBookings',
    type: 'ZzBooking',
    title: 'zz bookings',
  },
  {
    args: [
      'zz_kinds',
      'title:text:required,max=60,id=Judul',
      'contact:text:email',
      'amount:number:min=0',
      'quantity:integer:required,min=1,max=9',
      'active:boolean',
      'startsAt:dateTime',
      'level:enum=LOW|HIGH:required',
      'details:text:multiline',
    ],
    file: 'zzKinds',
    type: 'ZzKind',
    title: 'zz kinds',
  },
  {
    args: ['zz_notices', '--platform', 'headline:text:required', 'website:text:url'],
    file: 'zzNotices',
    type: 'ZzNotice',
    title: 'zz notices',
  },
];

/** Every suite that reads the registries, run on the copy with the new resources in them. */
const REGISTRY_SUITES = [
  'server/authorizationMatrix',
  'server/contract',
  'server/auditTriggers',
  'server/auditFieldFormats',
  'server/fuzz',
  'server/dataProvider',
  'domain/permissions',
];

/** The permission table's test of the areas descriptions declare, and the contract's of the registries. */
const PERMISSIONS = 'an area a resource description declares';
const CONTRACT = 'every shared descriptor is served by the server and registered in the admin';
/**
 * The outside-write triggers, derived from the descriptions at start-up: the new tables have theirs with no SQL
 * written.
 */
const TRIGGERS = "pass each audited table's resource";
/** The fuzz test's GraphQL part, aimed at the new resources' operations (each must be reached, none may answer 5xx). */
const FUZZ = 'every mutation and every query that takes arguments';
/** The admin's data provider against the server, built with every registered resource. */
const DATA_PROVIDER = 'the data provider against the server';

/** What the files of a folder hold, by path (node_modules and test reports aside). */
function contents(folder: string): Record<string, string> {
  return Object.fromEntries(
    fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry): [string, string][] => {
      const file = path.join(folder, entry.name);
      if (entry.name === 'node_modules' || entry.name === '.tmp') return [];
      return entry.isDirectory() ? Object.entries(contents(file)) : [[file, fs.readFileSync(file, 'utf8')]];
    }),
  );
}

/** Of vitest's JSON report, what is read here. */
interface Report {
  testResults: { assertionResults: { fullName: string; status: string }[] }[];
}

// The checks run side by side: each is a process of its own in the copy, which none of them changes.
describe.concurrent('npm run new:resource', () => {
  let scratch = '';
  const generated: string[] = [];

  beforeAll(async () => {
    scratch = scratchCopy();
    for (const { args } of RESOURCES) {
      const generator = await run(scratch, 'npm', ['run', '--silent', 'new:resource', '--', ...args]);
      expect(generator.status, generator.output).toBe(0);
      generated.push(...[...generator.output.matchAll(/^ {2}(\S+\.ts)$/gm)].map((match) => match[1]));
    }
  });

  afterAll(() => {
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('writes resources that type-check', async () => {
    const tsc = await run(scratch, 'npx', ['tsc', '--noEmit', '-p', '.']);
    expect(tsc.status, tsc.output).toBe(0);
  });

  it('writes and edits files that lint clean, formatted as the formatter writes them', async () => {
    expect(generated).toHaveLength(RESOURCES.length * 10);
    const eslint = await run(scratch, 'npx', ['eslint', ...new Set(generated)]);
    expect(eslint.status, eslint.output).toBe(0);
    const prettier = await run(scratch, 'npx', ['prettier', '--check', ...new Set(generated)]);
    expect(prettier.status, prettier.output).toBe(0);
  });

  it("writes resources that pass their server tests, their cells of the authorization matrix and the permission table, and the admin's queries of them", async () => {
    const { CI: _ci, TEST_DATABASE_URL: _url, ...env } = process.env;
    const tests = RESOURCES.map(({ file }) => `tests/server/${file}.test.ts`);
    const names = RESOURCES.flatMap(({ type, title, args }) => [type, title, `${args[0]}: `]);
    const vitest = await run(
      scratch,
      'npx',
      [
        ...[
          'vitest',
          'run',
          '--project',
          'server',
          '--project',
          'domain',
          ...tests,
          ...REGISTRY_SUITES.map((suite) => `tests/${suite}.test.ts`),
        ],
        ...[
          '-t',
          [...names, PERMISSIONS, CONTRACT, TRIGGERS, FUZZ, DATA_PROVIDER, 'covers the whole schema'].join('|'),
        ],
      ],
      // PGlite only: a PostgreSQL nobody answers on. The fuzz test's calls spread over the new operations only.
      {
        ...env,
        TEST_POSTGRES_PROBE_URL: 'postgres://postgres@127.0.0.1:1/none',
        FUZZ_RESOURCES: RESOURCES.map(({ args }) => args[0]).join(','),
        FUZZ_SCALE: '0.1',
      },
    );
    expect(vitest.status, vitest.output).toBe(0);
    const report = JSON.parse(fs.readFileSync(path.join(scratch, '.tmp/results/unit.json'), 'utf8')) as Report;
    const passed = report.testResults.flatMap((file) =>
      file.assertionResults.filter((test) => test.status === 'passed').map((test) => test.fullName),
    );
    for (const { type, title, args } of RESOURCES) {
      expect(
        passed.filter((name) => name.includes(`create${type} by`)),
        `the matrix's cells of ${type}`,
      ).toHaveLength(5 * 2);
      expect(
        passed.filter((name) => name.startsWith(`${title} on PGlite`)).length,
        `the server tests of ${type}`,
      ).toBeGreaterThanOrEqual(2);
      expect(
        passed.filter((name) => name.includes(`${args[0]}: `)).length,
        `the admin's queries of ${type}`,
      ).toBeGreaterThan(0);
    }
    expect(passed.filter((name) => name.includes(PERMISSIONS) || name.includes(CONTRACT))).toHaveLength(2);
    expect(
      passed.filter((name) => name.includes(TRIGGERS)),
      'the outside-write triggers, on PGlite',
    ).toHaveLength(1);
    expect(
      passed.filter((name) => name.includes(FUZZ)),
      'the fuzz test of their operations, on PGlite',
    ).toHaveLength(1);
    expect(passed.filter((name) => name.includes(DATA_PROVIDER)).length, "the admin's data provider").toBeGreaterThan(
      0,
    );
    for (const { args } of RESOURCES) {
      expect(
        passed.filter((name) => name.includes(`${args[0]}: every audited`)),
        `the audit formats of ${args[0]}`,
      ).toHaveLength(1);
    }
  });

  it("leaves the admin's route table and menu as the spec has them, with the new items placed", async () => {
    const vitest = await run(
      scratch,
      'npx',
      ['vitest', 'run', '--project', 'admin', 'tests/admin/routes.test.ts', 'tests/admin/navOrder.test.ts'],
      { ...process.env, CI: '' },
    );
    expect(vitest.status, vitest.output).toBe(0);
  });

  it('refuses a resource that exists, writing nothing', async () => {
    const before = contents(scratch);
    const again = await run(scratch, 'npm', ['run', '--silent', 'new:resource', '--', 'zz_bookings']);
    expect(again.status).toBe(1);
    expect(again.output).toContain('Nothing written: zz_bookings clashes with the resource zz_bookings');
    expect(contents(scratch)).toEqual(before);
  });
});
