/**
 * `publishFeed(id)` / `publishPromo(id)` (a resource's `operations`): a post leaves its draft state; it is live from
 * its publish date (now when it has none).
 */
import { eq } from 'drizzle-orm';
import type { Area } from '../../../../domain';
import { invalidInput, notFound } from '../../appError';
import { readRecords, rowCondition } from '../../crud/reads';
import type { GuardedOperation } from '../../operation';
import type { Row, ServerResource } from '../../resource';

/**
 * Publishing again changes nothing. An expired post is refused on its expiry date (it would never
 * be seen). Needs the area's `edit`, within the writer's reach.
 */
export function publishOperation(name: string, area: Area) {
  return (resource: ServerResource): GuardedOperation[] => [
    {
      name,
      type: 'Mutation',
      verb: 'custom',
      access: { kind: 'permission', area, action: 'edit' },
      audit: { records: (args) => [args.id] },
      async resolve(args, context, info) {
        const { columns, table } = resource;
        const where = rowCondition(resource, context, args.id, 'write');
        const [row] = (await context.db
          .select({
            id: columns.id,
            publishAt: columns.publishAt,
            expireAt: columns.expireAt,
            publishedAt: columns.publishedAt,
          })
          .from(table)
          .where(where)) as Row[];
        if (!row) throw notFound(resource.descriptor.type);
        const now = context.now();
        if (row.expireAt instanceof Date && row.expireAt <= now)
          throw invalidInput({ expireAt: { key: 'validation.expiredPost' } });
        if (!row.publishedAt)
          await context.db
            .update(table)
            .set({ publishedAt: now, publishAt: row.publishAt ?? now, updatedAt: now })
            .where(eq(columns.id, row.id as string));
        return (await readRecords(resource, context, eq(columns.id, row.id as string), info))[0];
      },
    },
  ];
}
