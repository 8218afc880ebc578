/**
 * `npm run db:move -- --to postgres://…` (docs/operations.md, "Moving to PostgreSQL"): the embedded
 * database of DATA_DIR and its images copied into an empty PostgreSQL database, in one transaction
 * there — the schema (the same migrations, recorded as drizzle records them), every table's rows, the
 * images into media_blobs — checked before it commits: row counts table by table, and each image read
 * back against its SHA-256 (its name). Anything wrong rolls it all back: the target is left as empty as it
 * was. The embedded database is only read (its lock is held: the server must be stopped).
 *
 * The rows go by COPY, in the order of the foreign keys; a table's own triggers stand aside meanwhile
 * (DISABLE TRIGGER USER: the audit of writes made outside the app, the hourly order totals, the table
 * write notices), since the rows are copies and the totals are copied too. A column referring to its own
 * table (a menu's source menu) is filled in after its table's rows.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import postgres, { type TransactionSql } from 'postgres';
import { mediaFolderOf } from '../media/configuredStorage';
import { moveMediaFolder } from '../media/moveMediaFolder';
import { mediaStorage } from '../media/storage';
import { MIGRATIONS_FOLDER, rowsOf, type DatabaseHandle } from './database';
import { openPglite } from './pglite';
import { APP_CONNECTION } from './postgres';

export class MoveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MoveError';
  }
}

export interface MoveReport {
  /** Rows per table, the same on both sides (checked). */
  rows: Record<string, number>;
  /** Images copied into media_blobs, each read back against its checksum. */
  images: number;
}

interface Table {
  name: string;
  columns: string[];
  /** Columns referring to the table itself. */
  selfReferences: string[];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The migrations run in `tx`, recorded in drizzle.__drizzle_migrations as drizzle's migrator records them. */
async function migrate(tx: TransactionSql): Promise<void> {
  await tx`create schema if not exists drizzle`;
  await tx`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`;
  for (const migration of readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER })) {
    for (const statement of migration.sql) await tx.unsafe(statement);
    await tx`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`;
  }
}

/** The app's tables, parents before children (their foreign keys to other tables), with their columns. */
async function tablesInOrder(tx: TransactionSql): Promise<Table[]> {
  const names = (
    await tx<{ name: string }[]>`select tablename as name from pg_tables where schemaname = 'public' order by tablename`
  ).map((row) => row.name);
  const keys = await tx<{ child: string; parent: string; columns: string[] }[]>`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
           array(select a.attname::text from pg_attribute a where a.attrelid = c.conrelid and a.attnum = any(c.conkey)) as columns
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where c.contype = 'f' and n.nspname = 'public'`;
  const columns = await tx<{ table: string; column: string }[]>`
    select table_name as table, column_name as column from information_schema.columns
    where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`;
  const ordered: Table[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: string[]) => {
    if (placed.has(name)) return;
    if (path.includes(name))
      throw new MoveError(
        `The foreign keys of ${[...path, name].join(' → ')} go round: the tables cannot be copied in order.`,
      );
    for (const key of keys) if (key.child === name && key.parent !== name) visit(key.parent, [...path, name]);
    placed.add(name);
    ordered.push({
      name,
      columns: columns.filter((column) => column.table === name).map((column) => column.column),
      selfReferences: keys.filter((key) => key.child === name && key.parent === name).flatMap((key) => key.columns),
    });
  };
  for (const name of names) visit(name, []);
  return ordered;
}

/** COPY of `select` on the embedded database into `target` (a table with its columns, or a temporary one). */
async function copyRows(source: DatabaseHandle, tx: TransactionSql, select: string, target: string): Promise<void> {
  const data = await source.copyOut(`copy (${select}) to stdout`);
  const writable = await tx.unsafe(`copy ${target} from stdin`).writable();
  await new Promise<void>((resolve, reject) => {
    writable.once('error', reject);
    writable.once('finish', resolve);
    writable.end(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  });
}

async function copyTable(source: DatabaseHandle, tx: TransactionSql, table: Table): Promise<void> {
  const list = table.columns
    .map((column) => (table.selfReferences.includes(column) ? `null as ${quote(column)}` : quote(column)))
    .join(', ');
  await copyRows(
    source,
    tx,
    `select ${list} from ${quote(table.name)}`,
    `${quote(table.name)} (${table.columns.map(quote).join(', ')})`,
  );
  for (const column of table.selfReferences) {
    const pending = `restoboard_move_${table.name}_${column}`;
    await tx.unsafe(`create temporary table ${quote(pending)} (id uuid primary key, value uuid) on commit drop`);
    await copyRows(
      source,
      tx,
      `select id, ${quote(column)} from ${quote(table.name)} where ${quote(column)} is not null`,
      quote(pending),
    );
    await tx.unsafe(
      `update ${quote(table.name)} t set ${quote(column)} = p.value from ${quote(pending)} p where t.id = p.id`,
    );
  }
}

async function countRows(
  read: (statement: string) => Promise<number>,
  tables: readonly Table[],
): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const table of tables) rows[table.name] = await read(`select count(*)::int as n from ${quote(table.name)}`);
  return rows;
}

/** Copies the images of DATA_DIR/media into media_blobs through `tx`, each read back against its name (its SHA-256). */
async function copyImages(dataDir: string, tx: TransactionSql): Promise<number> {
  const folder = mediaFolderOf(dataDir);
  if (!fs.existsSync(folder)) return 0;
  // media_blobs as databaseStorage.ts writes it, through the transaction; mediaStorage checks each name against its
  // bytes.
  const storage = mediaStorage({
    write: async (fileName, bytes) =>
      void (await tx`insert into media_blobs (file_name, bytes) values (${fileName}, ${bytes}) on conflict do nothing`),
    has: async (fileName) => (await tx`select 1 from media_blobs where file_name = ${fileName}`).length > 0,
    read: async (fileName) =>
      (await tx<{ bytes: Buffer }[]>`select bytes from media_blobs where file_name = ${fileName}`)[0]?.bytes,
  });
  const report = await moveMediaFolder(folder, storage);
  if (report.refused.length)
    throw new MoveError(
      `Images that cannot be moved: ${report.refused.map(({ fileName, why }) => `${fileName} (${why})`).join('; ')}.`,
    );
  const names = fs.readdirSync(folder).filter((name) => !report.skipped.includes(name));
  for (const name of names) {
    const stored = await storage.get(name);
    const expected = createHash('sha256')
      .update(fs.readFileSync(path.join(folder, name)))
      .digest();
    if (!stored || !createHash('sha256').update(stored).digest().equals(expected))
      throw new MoveError(`The image ${name} did not read back as it was written.`);
  }
  return names.length;
}

export async function moveToPostgres(
  dataDir: string,
  targetUrl: string,
  onStep: (line: string) => void = () => undefined,
): Promise<MoveReport> {
  if (!fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION')))
    throw new MoveError(`${path.resolve(dataDir)} holds no embedded database: nothing to move.`);
  const target = postgres(targetUrl, { max: 1, onnotice: () => undefined, connection: APP_CONNECTION });
  try {
    const [{ tables }] = await target<
      { tables: number }[]
    >`select count(*)::int as tables from pg_tables where schemaname in ('public', 'drizzle')`;
    if (tables > 0)
      throw new MoveError(
        `The target database is not empty (${tables} tables): db:move only fills an empty database, never one in use.`,
      );
    // Brings it to the current migrations; holds its lock.
    const source = await openPglite(dataDir, async () => undefined);
    try {
      return (await target.begin(async (tx) => {
        onStep('Creating the schema (migrations)…');
        await migrate(tx);
        const ordered = await tablesInOrder(tx);
        for (const table of ordered) await tx.unsafe(`alter table ${quote(table.name)} disable trigger user`);
        for (const table of ordered) {
          onStep(`Copying ${table.name}…`);
          await copyTable(source, tx, table);
        }
        for (const table of ordered) await tx.unsafe(`alter table ${quote(table.name)} enable trigger user`);
        const rows = await countRows(
          async (statement) => rowsOf<{ n: number }>(await source.db.execute(sql.raw(statement)))[0].n,
          ordered,
        );
        const copied = await countRows(
          async (statement) => (await tx.unsafe<{ n: number }[]>(statement))[0].n,
          ordered,
        );
        const differing = ordered
          .filter((table) => rows[table.name] !== copied[table.name])
          .map((table) => `${table.name} (${rows[table.name]} here, ${copied[table.name]} there)`);
        if (differing.length) throw new MoveError(`Row counts differ: ${differing.join(', ')}.`);
        onStep('Copying the images…');
        const images = await copyImages(dataDir, tx);
        return { rows, images };
      })) as MoveReport;
    } finally {
      await source.close();
    }
  } finally {
    await target.end({ timeout: 5 });
  }
}
