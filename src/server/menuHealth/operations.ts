/**
 * Menu health over GraphQL: one restaurant's problems and their count (menus:list, within the
 * restaurants the viewer reaches: another's is NOT_FOUND, as a guessed id), and the super admins'
 * platform view of restaurants by number of problems (paged).
 */
import { MENU_HEALTH_PROBLEMS_PER_RULE, MENU_HEALTH_RULES, type MenuProblem } from '../../domain';
import { notFound } from '../graphql/appError';
import { paging, type ListArgs } from '../graphql/crud/listQuery';
import type { Args, GuardedContext, GuardedOperation } from '../graphql/operation';
import { reachedRestaurant } from '../graphql/resources/menuSupport/restaurantBound';
import { healthOverview, restaurantHealth } from './health';

export const MENU_HEALTH_SDL = `
enum MenuHealthRule { ${MENU_HEALTH_RULES.join(' ')} }
"A value a problem's message names (order types, reasons and times as codes and ISO strings)."
type MenuProblemValue { name: String!, value: String! }
"A problem of a restaurant's menu: the record to fix (resource and id), and the part of it at fault (a group, a linked menu)."
type MenuProblem {
  rule: MenuHealthRule!
  resource: String!
  recordId: ID!
  recordName: String!
  detailId: ID
  restaurantId: ID!
  values: [MenuProblemValue!]!
}
"The problems one rule finds: all counted, the first ${MENU_HEALTH_PROBLEMS_PER_RULE} listed by record name."
type MenuHealthRuleProblems { rule: MenuHealthRule!, count: Int!, problems: [MenuProblem!]! }
type MenuHealth { restaurantId: ID!, restaurantName: String!, count: Int!, rules: [MenuHealthRuleProblems!]! }
type RestaurantHealthCount { restaurantId: ID!, restaurantName: String!, count: Int! }
"Restaurants by number of problems, most first; total counts the restaurants."
type MenuHealthOverview { total: Int!, restaurants: [RestaurantHealthCount!]! }
extend type Query {
  "A restaurant's menu problems, recomputed now (menus:list)."
  menuHealth(restaurantId: ID!): MenuHealth!
  "How many problems a restaurant's menu has (the navigation's badge)."
  menuHealthCount(restaurantId: ID!): Int!
  "Super admins: every restaurant by number of problems, one page (page from 0, perPage 1–100)."
  menuHealthOverview(page: Int, perPage: Int): MenuHealthOverview!
}
`;

const ACCESS = { kind: 'permission', area: 'menus', action: 'list' } as const;

/** A problem as the MenuProblem type answers it (the impact preview's too): its values as name/value pairs. */
export const asOutput = (problem: MenuProblem) => ({
  ...problem,
  values: Object.entries(problem.values).map(([name, value]) => ({ name, value: String(value) })),
});

/** The health of the restaurant `restaurantId` names, within the viewer's reach (else NOT_FOUND). */
async function healthOf(args: Args, context: GuardedContext) {
  const health = await restaurantHealth(context.db, reachedRestaurant(context, args.restaurantId), context.now());
  if (!health) throw notFound('Restaurant');
  return health;
}

export const MENU_HEALTH_OPERATIONS: readonly GuardedOperation[] = [
  {
    name: 'menuHealth',
    type: 'Query',
    verb: 'custom',
    access: ACCESS,
    async resolve(args, context) {
      const health = await healthOf(args, context);
      return { ...health, rules: health.rules.map((rule) => ({ ...rule, problems: rule.problems.map(asOutput) })) };
    },
  },
  {
    name: 'menuHealthCount',
    type: 'Query',
    verb: 'custom',
    access: ACCESS,
    resolve: async (args, context) => (await healthOf(args, context)).count,
  },
  {
    name: 'menuHealthOverview',
    type: 'Query',
    verb: 'custom',
    access: { kind: 'superadmin' },
    resolve: async (args, context) => healthOverview(context.db, context.now(), paging(args as ListArgs)),
  },
];
