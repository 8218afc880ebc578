/**
 * Day closes: read as any resource of a restaurant (area day_close, ADMINs their own
 * restaurants'), written only by `closeDay` (day_close:new) and `reopenDay` (super admins), both
 * audited; `daySheet` reads what a day's orders say before it is counted.
 */
import { eq, gte, lte } from 'drizzle-orm';
import type { GraphQLResolveInfo } from 'graphql';
import { DAY_CLOSES, isDay } from '../../../domain';
import { dayCloses } from '../../db/schema';
import { closeDay, countableSheet, namedDay, reopenDay, storedClose } from '../../dayClose/closeDay';
import { unclosedDays } from '../../dayClose/unclosedDays';
import { invalidInput } from '../appError';
import { toGraphQLValue } from '../crud/columns';
import { readRecords } from '../crud/reads';
import type { Args, GuardedContext } from '../operation';
import { defineResource, type ServerResource } from '../resource';

const SDL = `
type DayCloseDenomination { value: Float!, count: Int! }
type DayCloseCount { method: String!, expected: Float!, counted: Float!, difference: Float!, note: String, denominations: [DayCloseDenomination!]! }
"A payment method's paid orders of the day and what should be there (the paid total, plus the opening cash for CASH)."
type DayMethodExpected { method: String!, orders: Int!, paid: Float!, expected: Float! }
type DayTally { orders: Int!, total: Float! }
"What a business day's orders say, on the restaurant's clock, and its close if it has one."
type DaySheet {
  restaurantId: ID!
  businessDay: String!
  startsAt: String!
  endsAt: String!
  currency: String!
  timeZone: String!
  dayCutoff: String!
  today: String!
  openingCash: Float!
  methods: [DayMethodExpected!]!
  cancelled: DayTally!
  unpaid: DayTally!
  close: DayClose
}
input DayCloseDenominationInput { value: Float!, count: Int! }
input DayCountInput { method: String!, counted: Float!, note: String, denominations: [DayCloseDenominationInput!] }
input CloseDayInput { restaurantId: ID!, businessDay: String!, counts: [DayCountInput!]! }
"A business day a restaurant took paid orders but has not closed."
type UnclosedDay { restaurantId: ID!, restaurantName: String!, currency: String!, businessDay: String!, paidOrders: Int!, paid: Float! }
extend type Query {
  "A restaurant's business day (YYYY-MM-DD, on its clock) as its orders say it (day_close:list)."
  daySheet(restaurantId: ID!, businessDay: String!): DaySheet!
  "The days with paid orders not closed, among the last \`days\` (1-31, default 7) before each restaurant's today, newest first (day_close:list)."
  unclosedDays(days: Int): [UnclosedDay!]!
}
extend type Mutation {
  "Counts a business day by payment method and locks it (day_close:new)."
  closeDay(input: CloseDayInput!): DayClose!
  "Super admins: a closed day takes changes again, for a reason."
  reopenDay(id: ID!, reason: String!): DayClose!
}
`;

/** A close's row as GraphQL answers it: instants as ISO strings, as the kernel's reads give them. */
const asOutput = (row: typeof dayCloses.$inferSelect) =>
  Object.fromEntries(Object.entries(row).map(([field, value]) => [field, toGraphQLValue(value)]));

/** A business day a filter names (`dayFrom`, `dayUntil`: YYYY-MM-DD, inclusive). */
function day(value: unknown, field: string): string {
  if (!isDay(value)) throw invalidInput({ [field]: { key: 'validation.invalid', params: { attr: 'Business day' } } });
  return value;
}

/** The close `id` as the operation's answer asks it. */
async function closeRecord(resource: ServerResource, context: GuardedContext, id: string, info: GraphQLResolveInfo) {
  const [record] = await readRecords(resource, context, eq(dayCloses.id, id), info);
  return record;
}

/** The close a closeDay will write over (a reopened day), read first by its audit. */
async function closeBefore(args: Args, context: GuardedContext): Promise<string[]> {
  const { restaurantId, day } = namedDay((args.input ?? {}) as Args, context);
  const stored = await storedClose(context, restaurantId, day);
  return stored ? [stored.id] : [];
}

export default defineResource({
  descriptor: DAY_CLOSES,
  table: dayCloses,
  search: ['closedByEmail'],
  filters: ['state', 'businessDay'],
  customFilters: {
    dayFrom: { type: 'String', where: (value) => gte(dayCloses.businessDay, day(value, 'dayFrom')) },
    dayUntil: { type: 'String', where: (value) => lte(dayCloses.businessDay, day(value, 'dayUntil')) },
  },
  sortable: ['businessDay', 'closedAt', 'difference'],
  defaultSort: { field: 'businessDay', order: 'DESC' },
  json: { counts: { output: '[DayCloseCount!]', input: '[String!]' } },
  sdl: SDL,
  operations: (resource) => [
    {
      name: 'daySheet',
      type: 'Query',
      verb: 'custom',
      access: { kind: 'permission', area: 'day_close', action: 'list' },
      async resolve(args, context) {
        const { restaurantId, day } = namedDay(args, context);
        const sheet = await countableSheet(context, restaurantId, day);
        const stored = await storedClose(context, restaurantId, day);
        return {
          ...sheet,
          startsAt: sheet.startsAt.toISOString(),
          endsAt: sheet.endsAt.toISOString(),
          close: stored
            ? asOutput((await context.db.select().from(dayCloses).where(eq(dayCloses.id, stored.id)))[0])
            : null,
        };
      },
    },
    {
      name: 'unclosedDays',
      type: 'Query',
      verb: 'custom',
      access: { kind: 'permission', area: 'day_close', action: 'list' },
      resolve: (args, context) => unclosedDays(context, args.days),
    },
    {
      name: 'closeDay',
      type: 'Mutation',
      verb: 'custom',
      access: { kind: 'permission', area: 'day_close', action: 'new' },
      audit: { records: closeBefore, created: (result) => [(result as { id: string }).id] },
      resolve: async (args, context, info) => closeRecord(resource, context, await closeDay(args, context), info),
    },
    {
      name: 'reopenDay',
      type: 'Mutation',
      verb: 'custom',
      access: { kind: 'superadmin' },
      audit: {
        records: (args) => [args.id],
        details: (args) => ({ reason: typeof args.reason === 'string' ? args.reason.trim() : '' }),
      },
      resolve: async (args, context, info) => closeRecord(resource, context, await reopenDay(args, context), info),
    },
  ],
});
