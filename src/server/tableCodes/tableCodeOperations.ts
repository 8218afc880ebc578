/**
 * Table codes as the QR screen reads and replaces them (docs/features.md, "Table codes"): `tableCodes`, each table's
 * code (1 … the restaurant's table count), and `regenerateTableCode`, which gives one table a new code and refuses
 * the old one from then on. Both under the QR area (a restaurant's ADMINs), for a restaurant within reach.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, lte } from 'drizzle-orm';
import { MAX_TABLES } from '../../domain';
import { restaurants, tableCodes } from '../db/schema';
import { invalidInput } from '../graphql/appError';
import type { GuardedContext, GuardedOperation } from '../graphql/operation';
import { reachedRestaurant } from '../graphql/resources/menuSupport/restaurantBound';

export const TABLE_CODES_SDL = `
type TableCode { table: Int!, code: String! }
extend type Query {
  "Each table's code, the part of its QR code's address that lets guests order and count a scan there."
  tableCodes(restaurantId: ID!): [TableCode!]!
}
extend type Mutation {
  "Gives the table a new code: codes printed before are refused from then on."
  regenerateTableCode(restaurantId: ID!, table: Int!): TableCode!
}
`;

/** A new code: 122 random bits as 32 hexadecimal digits, as the database writes them (migration 0021). */
const newCode = () => randomUUID().replaceAll('-', '');

async function codesOf(context: GuardedContext, restaurantId: string) {
  return context.db
    .select({ table: tableCodes.tableNumber, code: tableCodes.code })
    .from(tableCodes)
    .innerJoin(restaurants, eq(restaurants.id, tableCodes.restaurantId))
    .where(and(eq(tableCodes.restaurantId, restaurantId), lte(tableCodes.tableNumber, restaurants.tableCount)))
    .orderBy(asc(tableCodes.tableNumber));
}

async function regenerate(context: GuardedContext, restaurantId: string, table: unknown) {
  if (typeof table !== 'number' || !Number.isInteger(table) || table < 1 || table > MAX_TABLES)
    throw invalidInput({ table: { key: 'validation.invalid', params: { attr: 'Table' } } });
  const [written] = await context.db
    .update(tableCodes)
    .set({ code: newCode(), createdAt: context.now() })
    .where(
      and(
        eq(tableCodes.restaurantId, restaurantId),
        eq(tableCodes.tableNumber, table),
        lte(tableCodes.tableNumber, restaurants.tableCount),
        eq(restaurants.id, tableCodes.restaurantId),
      ),
    )
    .from(restaurants)
    .returning({ table: tableCodes.tableNumber, code: tableCodes.code });
  if (!written) throw invalidInput({ table: { key: 'validation.invalid', params: { attr: 'Table' } } });
  return written;
}

export const tableCodeOperations = (): GuardedOperation[] => [
  {
    name: 'tableCodes',
    type: 'Query',
    verb: 'custom',
    access: { kind: 'permission', area: 'qr', action: 'list' },
    resolve: (args, context) => codesOf(context, reachedRestaurant(context, args.restaurantId)),
  },
  {
    name: 'regenerateTableCode',
    type: 'Mutation',
    verb: 'custom',
    access: { kind: 'permission', area: 'qr', action: 'edit' },
    // An entry on the restaurant naming the table; never the code, which would let a reader of the log order there.
    audit: { records: (args) => [args.restaurantId], details: (args) => ({ table: args.table }) },
    writes: ['table_codes'],
    resolve: (args, context) => regenerate(context, reachedRestaurant(context, args.restaurantId), args.table),
  },
];
