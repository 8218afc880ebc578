/** tests/server/<file>.test.ts: what a client relies on, against the real server on each database. */
import { str, type Layout } from '../layout';
import { labelOf } from '../names';
import type { Request } from '../request';
import { breachOf, changeOf, param, sampleObject, whenDeclaredFor } from '../samples';

/**
 * Indonesian messages of the rules a breach may break, with the field's Indonesian name and the bound written the
 * Indonesian way.
 */
const INDONESIAN: Record<string, (name: string, val: string) => string> = {
  minValue: (name, val) => `Nilai minimal untuk ${name} adalah ${val}`,
  maxValue: (name, val) => `Nilai maksimal untuk ${name} adalah ${val}`,
  unknownValue: (name) => `${name} bukan salah satu nilai yang diizinkan`,
  invalid: (name) => `${name} tidak valid`,
};

export function serverTestFile(request: Request, layout: Layout): string {
  const { names } = request;
  const { constant, type, plural, label } = names;
  const lower = label.toLowerCase();
  const one = `a${/^[aeiou]/i.test(type) ? 'n' : ''} ${labelOf(type).toLowerCase()}`;
  const inRestaurant = layout.inRestaurant;
  const writer = inRestaurant ? 'ADMIN' : 'SUPERADMIN';
  const valid = sampleObject(request.fields, inRestaurant ? ['restaurantId'] : []);
  const change = changeOf(request.fields);
  const changeBody = `({ ${change.field.name}: ${change.value} })`;
  const breach = breachOf(request.fields);
  const scope = inRestaurant ? 'restaurantId: OWN, ' : '';
  const found = layout.search[0] ? `q: created.${layout.search[0]} as string` : 'ids: [created.id]';
  const listed = (rows: string, count: number) => `{ all${plural}: ${rows}, _all${plural}Meta: { count: ${count} } }`;
  const imports = [
    constant,
    ...(breach || request.fields.some((field) => field.kind === 'integer') ? ['translate'] : []),
  ];
  const demo = inRestaurant
    ? ['ADMIN', 'DEMO_RESTAURANT_IDS', 'SUPERADMIN', 'UNOWNED_RESTAURANT_ID']
    : ['ADMIN', 'SUPERADMIN'];

  const tests = [
    `  it('${inRestaurant ? 'an ADMIN creates' : 'a SUPERADMIN creates'} ${one}${inRestaurant ? ' of its restaurant' : ''}, finds it${layout.search[0] ? ' by search' : ''}, reads, changes and deletes it', async () => {
    const created = await create();
    expect(created).toMatchObject(valid(serial));
    expect(await ok<Listed>(${writer}, LIST, { filter: { ${scope}${found} } })).toEqual(${listed('[created]', 1)});
    const changed = (await ok<{ update${type}: ${type} }>(${writer}, UPDATE, { id: created.id, data: change(serial) })).update${type};
    expect(changed).toEqual({ ...created, ...change(serial) });
    expect((await ok<{ ${type}: ${type} }>(${writer}, GET, { id: created.id })).${type}).toEqual(changed);
    await ok(${writer}, DELETE, { id: created.id });
    expect((await as(${writer}, GET, { id: created.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });`,
  ];
  if (breach) {
    const name = `\${${constant}.labels.id.fields.${breach.field.name}}`;
    const val =
      breach.val === undefined ? '' : new Intl.NumberFormat('id', { maximumFractionDigits: 6 }).format(breach.val);
    tests.push(`  it("a rule's message names the field in Indonesian (${breach.field.label.en}: ${breach.key})", async () => {
    const response = await as(${writer}, CREATE, { data: { ...valid(++serial), ${breach.field.name}: ${breach.value} } }, 'id');
    expect(response.errors?.[0]).toMatchObject({ message: 'Ada kesalahan pada isian Anda.', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { ${breach.field.name}: 'validation.${breach.key}' } } });
    const params = response.errors?.[0].extensions?.fieldErrorParams as Record<string, Record<string, string | number>>;
    expect(translate('id', 'validation.${breach.key}', params.${breach.field.name})).toBe(\`${INDONESIAN[breach.key](name, val)}\`);
  });`);
  }
  const whole = request.fields.find((field) => field.kind === 'integer');
  if (whole) {
    tests.push(`  it('a fraction for ${whole.label.en} is refused by GraphQL itself, on its field and in Indonesian, like any bad input', async () => {
    const response = await as(${writer}, CREATE, { data: { ...valid(++serial), ${whole.name}: 2.5 } }, 'id');
    expect(response.errors?.[0]).toMatchObject({ message: 'Ada kesalahan pada isian Anda.', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { ${whole.name}: 'validation.wholeNumber' } } });
    const params = response.errors?.[0].extensions?.fieldErrorParams as Record<string, Record<string, string | number>>;
    expect(translate('id', 'validation.wholeNumber', params.${whole.name})).toMatch(${whole.label.id ? `\`\${${constant}.labels.id.fields.${whole.name}} harus berupa bilangan bulat\`` : '/ harus berupa bilangan bulat$/'});
  });`);
  }
  const moment = request.fields.find((field) => field.kind === 'dateTime');
  if (moment && layout.filters.includes(moment.name)) {
    const m = moment.name;
    tests.push(`  it('lists by a period of ${moment.label.en}: From inclusive, Before exclusive (the instants a day starts and ends at)', async () => {
    const created = await create();
    const at = Date.parse(created.${m} as string);
    const iso = (ms: number) => new Date(ms).toISOString();
    const inPeriod = async (period: Record<string, string>) => ok<Listed>(${writer}, LIST, { filter: { ${scope}ids: [created.id], ...period } });
    expect(await inPeriod({ ${m}From: iso(at), ${m}Before: iso(at + 1) })).toEqual(${listed('[created]', 1)});
    expect(await inPeriod({ ${m}Before: iso(at) })).toEqual(${listed('[]', 0)});
    expect(await inPeriod({ ${m}From: iso(at + 1) })).toEqual(${listed('[]', 0)});
    expect((await as(${writer}, LIST, { filter: { ${m}From: 'tomorrow' } })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });`);
  }
  const future = request.fields.find((field) => field.future);
  if (future) {
    const f = future.name;
    tests.push(`  it('${future.label.en} is never set in the past, yet ${one} whose time has passed can still be changed', async () => {
    const created = await create();
    clock = new Date(Date.parse(created.${f} as string) + 60_000);
    const resent = { ...valid(serial), ...change(serial) }; // the whole form, as the admin sends it
    expect((await ok<{ update${type}: ${type} }>(${writer}, UPDATE, { id: created.id, data: resent })).update${type}).toMatchObject(change(serial));
    const moved = await as(${writer}, UPDATE, { id: created.id, data: { ${f}: new Date(clock.getTime() - 120_000).toISOString() } });
    expect(moved.errors?.[0].extensions?.fieldErrors).toEqual({ ${f}: 'validation.inPast' });
  });`);
  }
  tests.push(
    inRestaurant
      ? `  it('an ADMIN of another restaurant gets NOT_FOUND for its ${lower}, by id or by restaurant; nothing is written', async () => {
    const theirs = await create({ restaurantId: OTHER }, SUPERADMIN);
    for (const response of [
      await as(ADMIN, GET, { id: theirs.id }),
      await as(ADMIN, UPDATE, { id: theirs.id, data: change(serial) }),
      await as(ADMIN, DELETE, { id: theirs.id }),
      await as(ADMIN, CREATE, { data: valid(++serial, OTHER) }),
    ]) {
      expect(response.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    expect(await ok<Listed>(ADMIN, LIST, { filter: { restaurantId: OTHER } })).toEqual(${listed('[]', 0)});
    expect(await ok<Listed>(SUPERADMIN, LIST, { filter: { restaurantId: OTHER } })).toEqual(${listed('[theirs]', 1)});
  });`
      : `  it('an ADMIN can neither list, read, create, change nor delete them (FORBIDDEN); nothing is written', async () => {
    const row = await create();
    for (const response of [
      await as(ADMIN, LIST, { filter: {} }),
      await as(ADMIN, GET, { id: row.id }),
      await as(ADMIN, UPDATE, { id: row.id, data: change(serial) }),
      await as(ADMIN, DELETE, { id: row.id }),
      await as(ADMIN, CREATE, { data: valid(++serial) }),
    ]) {
      expect(response.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect(await ok<Listed>(SUPERADMIN, LIST, { filter: {} })).toEqual(${listed('[row]', 1)});
  });`,
  );

  return `/** ${label}: what ${inRestaurant ? 'an ADMIN does with those of its restaurant' : 'a SUPERADMIN does with them'}, ${breach ? "a rule's message in Indonesian, " : ''}and who cannot reach them. */
import { ${future ? 'beforeEach, ' : ''}expect, it } from 'vitest';
import { ${imports.join(', ')} } from '../../src/domain';
import { actors } from './support/actors';
import { ${demo.join(', ')} } from './support/demo';
import { describeOnEachDatabase } from './support/testServer';

const FIELDS = ${constant}.fields.join(' ');
const CREATE = \`mutation ($data: ${type}Input!) { create${type}(data: $data) { \${FIELDS} } }\`;
const UPDATE = \`mutation ($id: ID!, $data: ${type}Input!) { update${type}(id: $id, data: $data) { \${FIELDS} } }\`;
const DELETE = 'mutation ($id: ID!) { delete${type}(id: $id) { id } }';
const GET = \`query ($id: ID!) { ${type}(id: $id) { \${FIELDS} } }\`;
const LIST = \`query ($filter: ${type}Filter) { all${plural}(perPage: 100, filter: $filter) { \${FIELDS} } _all${plural}Meta(filter: $filter) { count } }\`;

type ${type} = Record<string, unknown> & { id: string };
type Listed = { all${plural}: ${type}[]; _all${plural}Meta: { count: number } };
${inRestaurant ? '\nconst OWN = DEMO_RESTAURANT_IDS.warungNusantara;\nconst OTHER = UNOWNED_RESTAURANT_ID;\n' : ''}${whenDeclaredFor(request.fields)}
/** ${one.charAt(0).toUpperCase()}${one.slice(1)} every rule accepts (\`n\` tells them apart). */
const valid = (${param(valid)}: number${inRestaurant ? ', restaurantId = OWN' : ''}) => (${valid});
/** What the update changes. */
const change = (${param(changeBody)}: number) => ${changeBody};

${future ? "\n/** The server's clock: the real one, unless a test moves it. */\nlet clock: Date | undefined;\n" : ''}
describeOnEachDatabase(${str(lower)}, (server) => {
  const { as, ok } = actors(server);
  let serial = 0;${future ? '\n  beforeEach(() => {\n    clock = undefined;\n  });' : ''}
  const create = async (data: Record<string, unknown> = {}, user = ${writer}) => (await ok<{ create${type}: ${type} }>(user, CREATE, { data: { ...valid(++serial), ...data } })).create${type};

${tests.join('\n\n')}
}${future ? ', { now: () => clock ?? new Date() }' : ''});
`;
}
