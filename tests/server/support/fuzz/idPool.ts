/**
 * Real ids to put where an id goes: rows of every table, a few of each restaurant, read from the
 * suite's database once at the start. A call centres on one restaurant (its "focus": mostly the
 * actor's own for an admin) and draws most ids of restaurant rows from it, so that calls get past
 * tenancy often enough to reach what lies behind it, and name other restaurants' rows the rest of
 * the time. The fuzzing actors' own accounts are left out: a call that happens to be valid must
 * not delete or demote the actors the rest of the run signs in as.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../../src/server/db/database';
import { ADMIN, MULTI_ADMIN, SUPERADMIN } from '../demo';
import type { Actor } from './calls';
import type { Random } from './random';

const ACTOR_IDS = [ADMIN.id, MULTI_ADMIN.id, SUPERADMIN.id];
const RESTAURANTS_OF: Partial<Record<Actor, readonly string[]>> = {
  ADMIN: ADMIN.restaurantIds,
  MULTI_ADMIN: MULTI_ADMIN.restaurantIds,
};

/** Rows of a table per restaurant (scoped tables), or rows of the table. */
const ROWS_PER_RESTAURANT = 4;
const ROWS_PER_TABLE = 30;

/** Which table an id named so points at (`menuIds` → menus); `id` and `ids` point at the operation's own table. */
const TABLE_BY_NAME: [RegExp, string[]][] = [
  [/^(restaurantIds?|restoUuid|targetRestaurantIds?)$/, ['restaurants']],
  [/^menuIds?$/, ['menus']],
  [/^categoryIds?$/, ['menu_categories', 'resto_categories']],
  [/^tagIds?$/, ['tags']],
  [/^printerClassIds?$/, ['printer_classes']],
  [/^optionIds$/, ['menu_options']],
  [/^userId$/, ['users']],
  [/^(sourceId|targetId)$/, ['tags']],
];

interface Row {
  id: string;
  restaurant: string | null;
}

export class IdPool {
  private constructor(
    private readonly byTable: ReadonlyMap<string, readonly Row[]>,
    /** The slug of each restaurant. */
    readonly slugs: ReadonlyMap<string, string>,
    /** URLs of images uploaded here (a record may name only these). */
    readonly mediaUrls: readonly string[],
  ) {}

  static async read(db: Database): Promise<IdPool> {
    const tables = rowsOf<{ table: string; scoped: boolean }>(
      await db.execute(sql`select table_name as "table", bool_or(column_name = 'restaurant_id') as scoped from information_schema.columns
        where table_schema = current_schema() and column_name in ('id', 'restaurant_id') group by table_name having bool_or(column_name = 'id') order by table_name`),
    );
    const byTable = new Map<string, Row[]>();
    for (const { table, scoped } of tables) {
      const rows = scoped
        ? await db.execute(sql`select id::text as id, restaurant_id::text as restaurant from (select id, restaurant_id, row_number() over (partition by restaurant_id order by id) as n
            from ${sql.identifier(table)}) ranked where n <= ${ROWS_PER_RESTAURANT} order by id`)
        : await db.execute(
            sql`select id::text as id, null as restaurant from ${sql.identifier(table)} order by id limit ${ROWS_PER_TABLE}`,
          );
      const kept = rowsOf<Row>(rows).filter((row) => !ACTOR_IDS.includes(row.id));
      if (kept.length > 0) byTable.set(table, kept);
    }
    const slugs = rowsOf<{ id: string; slug: string }>(
      await db.execute(sql`select id::text as id, slug from restaurants`),
    );
    const media = rowsOf<{ url: string }>(
      await db.execute(sql`select '/media/' || file_name as url from media order by file_name limit ${ROWS_PER_TABLE}`),
    );
    return new IdPool(
      byTable,
      new Map(slugs.map((r) => [r.id, r.slug])),
      media.map((row) => row.url),
    );
  }

  get tables(): string[] {
    return [...this.byTable.keys()];
  }

  idsOf(table: string): string[] {
    return (this.byTable.get(table) ?? []).map((row) => row.id);
  }

  /** The restaurant a call centres on: mostly one of an admin's own, else any. */
  focusFor(random: Random, actor: Actor): string {
    const own = RESTAURANTS_OF[actor] ?? [];
    return own.length > 0 && random.chance(0.8) ? random.pick(own) : random.pick([...this.slugs.keys()]);
  }

  /**
   * A real id of the table a field or argument named `name` points at (`ownTable` for `id`/`ids`), else of any table;
   * mostly of the focus restaurant.
   */
  idFor(random: Random, name: string, ownTable?: string, focus?: string): string {
    const named = TABLE_BY_NAME.find(([pattern]) => pattern.test(name))?.[1];
    const candidates = (named ?? (ownTable ? [ownTable] : [])).filter((table) => this.byTable.has(table));
    const table = candidates.length > 0 ? random.pick(candidates) : random.pick(this.tables);
    if (focus && random.chance(0.75)) {
      if (table === 'restaurants') return focus;
      const focused = (this.byTable.get(table) ?? []).filter((row) => row.restaurant === focus);
      if (focused.length > 0) return random.pick(focused).id;
    }
    return random.pick(this.byTable.get(table) ?? []).id;
  }

  /** A real id of another table than the one expected. */
  foreignId(random: Random, name: string, ownTable?: string): string {
    const expected = TABLE_BY_NAME.find(([pattern]) => pattern.test(name))?.[1] ?? (ownTable ? [ownTable] : []);
    const others = this.tables.filter((table) => !expected.includes(table));
    return random.pick(this.byTable.get(random.pick(others.length > 0 ? others : this.tables)) ?? []).id;
  }
}
