/**
 * `npm run new:resource -- <name> [field ...] [options]`: writes a working resource from a short
 * description (docs/adding-a-resource.md): its description, table and migration, server
 * definition, admin entry, server test and authorization-matrix rows, and adds it to the registries.
 * It writes nothing when any of it cannot be written, and undoes its edits when the migration fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import * as prettier from 'prettier';
import { PgTable } from 'drizzle-orm/pg-core';
import { AREAS, RESOURCE_DESCRIPTORS } from '../../src/domain';
import * as schema from '../../src/server/db/schema';
import { adminResourceFile } from './files/adminResource';
import { descriptorFile } from './files/descriptor';
import { matrixFixtureFile } from './files/matrixFixture';
import { serverResourceFile } from './files/serverResource';
import { serverTestFile } from './files/serverTest';
import { tableFile } from './files/table';
import { generateMigration } from '../migrations';
import { layoutOf } from './layout';
import { registryEdits } from './registries';
import { readRequest, USAGE, type Request } from './request';
import { wrapComments } from './wrapComments';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MIGRATIONS = 'src/server/db/migrations';
const at = (file: string) => path.join(ROOT, file);

/** Why the resource cannot be added as asked, if it cannot: its names are taken, or its icon is unknown. */
function refusal({ names, icon }: Request, files: readonly string[]): string | undefined {
  const taken = RESOURCE_DESCRIPTORS.find((d) =>
    [d.name, d.type, d.plural].some((used) => [names.name, names.type, names.plural].includes(used)),
  );
  if (taken) return `${names.name} clashes with the resource ${taken.name} (${taken.type}).`;
  if ((AREAS as readonly string[]).includes(names.name)) return `${names.name} is already a permission area.`;
  const table = Object.values(schema).find((value) => is(value, PgTable) && getTableName(value) === names.name);
  if (table) return `The table ${names.name} exists already.`;
  const existing = files.find((file) => fs.existsSync(at(file)));
  if (existing) return `${existing} exists already.`;
  if (!fs.existsSync(at(`node_modules/@mui/icons-material/${icon}.js`)))
    return `@mui/icons-material has no icon ${icon}.`;
  return undefined;
}

/** A file as the project's formatter writes it, its comments within the width (`npm run lint` checks both). */
async function formatted(file: string, text: string): Promise<string> {
  const options = await prettier.resolveConfig(at(file));
  return wrapComments(await prettier.format(text, { ...options, filepath: at(file) }));
}

const migrationFiles = () => new Set(fs.readdirSync(at(MIGRATIONS), { recursive: true, encoding: 'utf8' }));

async function main(args: readonly string[]): Promise<number> {
  if (args.length === 0 || args.includes('--help')) {
    console.log(USAGE);
    return args.length === 0 ? 1 : 0;
  }
  const request = readRequest(args);
  const layout = layoutOf(request);
  const { names } = request;
  const created: Record<string, string> = {
    [`src/domain/resources/${names.file}.ts`]: descriptorFile(request, layout),
    [`src/server/db/schema/${names.file}.ts`]: tableFile(request, layout),
    [`src/server/graphql/resources/${names.file}.ts`]: serverResourceFile(request, layout),
    [`src/admin/resources/${names.name}/index.ts`]: adminResourceFile(request, layout),
    [`tests/server/${names.file}.test.ts`]: serverTestFile(request, layout),
    [`tests/server/matrixFixtures/${names.file}.ts`]: matrixFixtureFile(request, layout),
  };
  const why = refusal(request, Object.keys(created));
  if (why) throw new Error(`Nothing written: ${why}`);
  const edits = await Promise.all(
    registryEdits(names).map(async (edit) => {
      const before = fs.readFileSync(at(edit.file), 'utf8');
      return { file: edit.file, before, after: await formatted(edit.file, edit.apply(before)) };
    }),
  );
  for (const file of Object.keys(created)) created[file] = await formatted(file, created[file]);

  const migrationsBefore = migrationFiles();
  for (const [file, text] of Object.entries(created)) {
    fs.mkdirSync(path.dirname(at(file)), { recursive: true });
    fs.writeFileSync(at(file), text);
  }
  for (const { file, after } of edits) fs.writeFileSync(at(file), after);
  const drizzleKit = generateMigration(ROOT, `add_${names.name}`, 'pipe');
  const migration = [...migrationFiles()]
    .filter((file) => !migrationsBefore.has(file))
    .map((file) => `${MIGRATIONS}/${file}`);
  if (drizzleKit.status !== 0 || migration.length === 0) {
    console.error(drizzleKit.stdout, drizzleKit.stderr);
    for (const file of [...Object.keys(created), ...migration]) fs.rmSync(at(file));
    for (const { file, before } of edits) fs.writeFileSync(at(file), before);
    throw new Error('drizzle-kit wrote no migration (above: why); the files written are removed and the edits undone.');
  }

  const untranslated = [
    request.label,
    ...request.fields.flatMap((field) => [field.label, ...(field.values ?? []).map(({ label }) => label)]),
  ].filter((label) => !label.id);
  console.log(
    `\n${names.label} added (${layout.inRestaurant ? "each row of one restaurant: its ADMINs' and super admins'" : "platform rows: super admins'"}).\n`,
  );
  console.log(['Written:', ...Object.keys(created), ...migration].join('\n  '));
  console.log(
    [
      '\nEdited (an import, an export or a list item):',
      ...edits.map(({ file }) => file),
      `${MIGRATIONS}/meta/_journal.json (drizzle-kit)`,
    ].join('\n  '),
  );
  if (untranslated.length) {
    console.log(
      `\nIndonesian labels to translate in src/domain/resources/${names.file}.ts (the English stands in until then):`,
    );
    for (const label of untranslated) console.log(`  ${label.en}`);
  }
  console.log(`
Next:
  1. Read src/domain/resources/${names.file}.ts: rules, labels, the default list; the table may want a unique index.
  2. npx tsc --noEmit -p . && npx vitest run --project server tests/server/${names.file}.test.ts tests/server/authorizationMatrix.test.ts
  3. Changing the table later: edit src/server/db/schema/${names.file}.ts, then npm run db:generate -- <what_changed> (a descriptive snake_case name).
  4. A screen of your own: describedResource(${names.constant}, { …, screens: { list: MyList } }) in src/admin/resources/${names.name}/index.ts.
  5. npm run docs:operations: docs/operation-access.md then lists the operations it added, with who may call them (commit it).`);
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
