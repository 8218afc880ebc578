/**
 * `menuImpact(changes)`, an operation of the menus resource (menus:list): what hiding, selling out
 * or deleting menus, deleting options or option groups, or hiding or deleting categories would
 * affect, computed on the restaurant's menu graph (the one Menu health judges) without writing
 * anything. Every record the changes name must be of one restaurant within the viewer's reach.
 */
import { MENU_IMPACT_KINDS, MENU_IMPACT_LIST_MAX, MENU_IMPACT_MAX_IDS, type MenuImpactChange } from '../../domain';
import { notFound } from '../graphql/appError';
import type { GuardedOperation } from '../graphql/operation';
import { loadMenuGraph } from '../menuHealth/menuGraph';
import { asOutput } from '../menuHealth/operations';
import { changedRestaurant, checkBounds } from './changedRestaurant';
import { copiesOf } from './copies';
import { impactOf } from './impact';

export const MENU_IMPACT_SDL = `
"What a proposed change does: to menus (hide; deactivate, a status other than ACTIVE; sell out, for any duration; delete), to a menu's option groups and options (delete), to categories (hide, delete)."
enum MenuImpactKind { ${MENU_IMPACT_KINDS.join(' ')} }
input MenuImpactChange { kind: MenuImpactKind!, ids: [ID!]! }
type ImpactMenu { id: ID!, name: String!, featured: Boolean! }
"A live or scheduled feed post showing some of the withdrawn menus (menuIds)."
type ImpactFeed { id: ID!, title: String!, status: String!, menuIds: [ID!]! }
"A live or scheduled promo of the restaurant: promos target restaurants (whole orders), never single items."
type ImpactPromo { id: ID!, title: String!, status: String! }
"""
A required group of an active package that loses choices guests can order but keeps the min it needs: available of
its menus are left; atMinimum when none is to spare (one more gone and the package can no longer be ordered).
"""
type ImpactPackageGroup { packageId: ID!, packageName: String!, group: String!, min: Int!, available: Int!, atMinimum: Boolean! }
"A copy made by menu duplication, in a restaurant the viewer reaches."
type ImpactCopy { id: ID!, name: String!, sourceMenuId: ID!, restaurantId: ID!, restaurantName: String! }
"""
What a change would affect, before it is made: the problems Menu health would report after it and
not before (package menus that can no longer be ordered first), the package groups left with fewer
choices (those at their minimum first), the menus guests could order before
and not after (or deleted; featured first), the feed posts showing them, the restaurant's promos
(listed once a menu is withdrawn) and the copies of those menus. Each list holds its first
${MENU_IMPACT_LIST_MAX}; each count is whole.
"""
type MenuImpact {
  restaurantId: ID!
  problemCount: Int!
  problems: [MenuProblem!]!
  packageGroupCount: Int!
  packageGroups: [ImpactPackageGroup!]!
  menuCount: Int!
  featuredCount: Int!
  menus: [ImpactMenu!]!
  feedCount: Int!
  feeds: [ImpactFeed!]!
  promoCount: Int!
  promos: [ImpactPromo!]!
  copyCount: Int!
  copies: [ImpactCopy!]!
}
extend type Query {
  "What the changes (records of one restaurant, at most ${MENU_IMPACT_MAX_IDS} ids in all) would affect; nothing is written."
  menuImpact(changes: [MenuImpactChange!]!): MenuImpact!
}
`;

export const menuImpactOperation: GuardedOperation = {
  name: 'menuImpact',
  type: 'Query',
  verb: 'custom',
  access: { kind: 'permission', area: 'menus', action: 'list' },
  async resolve(args, context) {
    const changes = args.changes as MenuImpactChange[];
    checkBounds(changes);
    const restaurantId = await changedRestaurant(context, changes);
    const graph = await loadMenuGraph(context.db, restaurantId, context.now());
    if (!graph) throw notFound('Restaurant');
    const { impact, withdrawn } = impactOf(graph, changes);
    const { count, copies } = await copiesOf(context.db, withdrawn, context.scope('read'));
    return { ...impact, problems: impact.problems.map(asOutput), copyCount: count, copies };
  },
};
