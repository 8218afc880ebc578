/** Usage counts of catalogue rows (restaurants in a category, restaurants with a tag), a page at a time. */
import { count, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PageComputedField } from '../../resource';

/** `restaurantCount: Int!`: the rows whose `reference` column names each row of the page, in one grouped query. */
export function usageCount(reference: PgColumn): PageComputedField {
  return {
    type: 'Int!',
    needs: [],
    async resolvePage(rows, db) {
      if (rows.length === 0) return [];
      const counts = await db
        .select({ id: reference, n: count() })
        .from(reference.table)
        .where(
          inArray(
            reference,
            rows.map((row) => row.id as string),
          ),
        )
        .groupBy(reference);
      const byId = new Map(counts.map(({ id, n }) => [id, n]));
      return rows.map((row) => byId.get(row.id as string) ?? 0);
    },
  };
}
