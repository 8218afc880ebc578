/**
 * Bulk loading, as PostgreSQL's "Populating a Database" advises: the tables' secondary indexes and
 * foreign keys are dropped, the rows written, then both re-created from their own definitions (one
 * sort per index and one join per key, instead of a btree insert and a key lookup per row). All in
 * one transaction, so a load that fails or is interrupted leaves the schema as it was. The tables
 * (and those their keys refer to) are locked meanwhile: for seeding, not for a database in use.
 * Then vacuum (analyze): fresh statistics for the planner, and the visibility map that lets counts
 * read only the index (PGlite has no autovacuum to do it later).
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from './database';

type Definition = { drop: string; create: string };

async function definitions(db: Database, tables: readonly string[]): Promise<Definition[]> {
  const list = `{${tables.join(',')}}`;
  const keys = rowsOf<Definition>(
    await db.execute(sql`select format('alter table %s drop constraint %I', conrelid::regclass, conname) as drop,
        format('alter table %s add constraint %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) as create
      from pg_constraint where contype = 'f' and conrelid = any(${list}::regclass[])`),
  );
  // Indexes that back a constraint (primary keys) stay: other tables' keys may refer to them.
  const indexes = rowsOf<Definition>(
    await db.execute(sql`select format('drop index %s', indexrelid::regclass) as drop, pg_get_indexdef(indexrelid) as create
      from pg_index where indrelid = any(${list}::regclass[])
        and not exists (select 1 from pg_constraint where conindid = indexrelid)`),
  );
  return [...keys, ...indexes];
}

/** Within transaction `tx`: drops the tables' secondary indexes and foreign keys, runs `load`, re-creates both. */
export async function loadWithoutIndexesAndKeys(
  tx: Database,
  tables: readonly string[],
  load: () => Promise<void>,
): Promise<void> {
  const dropped = await definitions(tx, tables);
  for (const { drop } of dropped) await tx.execute(sql.raw(drop));
  await load();
  // Indexes first: re-checking a foreign key then reads the referenced key's index.
  for (const { create } of [...dropped].reverse()) await tx.execute(sql.raw(create));
}

/** Outside any transaction (VACUUM cannot run in one). */
export async function vacuumAnalyze(db: Database, tables: readonly string[]): Promise<void> {
  await db.execute(sql.raw(`vacuum (analyze) ${tables.join(', ')}`));
}

/** The load in a transaction of its own, then vacuum (analyze). */
export async function withoutIndexesAndKeys(
  db: Database,
  tables: readonly string[],
  load: (tx: Database) => Promise<void>,
): Promise<void> {
  await db.transaction((tx) => loadWithoutIndexesAndKeys(tx, tables, () => load(tx)));
  await vacuumAnalyze(db, tables);
}

/**
 * The same for a load too large for one transaction (millions of rows): the secondary indexes and foreign keys are
 * dropped in a transaction of their own, each step commits its own (the size of one step bounds what a transaction
 * holds), and they are re-created in a last one, also when a step fails. A process killed meanwhile leaves them
 * dropped: for seeding a database of one's own, not one in use.
 */
export async function withoutIndexesAndKeysInSteps(
  db: Database,
  tables: readonly string[],
  steps: readonly ((tx: Database) => Promise<void>)[],
): Promise<void> {
  const dropped = await db.transaction(async (tx) => {
    const found = await definitions(tx, tables);
    for (const { drop } of found) await tx.execute(sql.raw(drop));
    return found;
  });
  try {
    for (const step of steps) await db.transaction(step);
  } finally {
    await db.transaction(async (tx) => {
      for (const { create } of [...dropped].reverse()) await tx.execute(sql.raw(create));
    });
  }
  await vacuumAnalyze(db, tables);
}
