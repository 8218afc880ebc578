/**
 * Package menus: a set price for choices from groups of the restaurant's menus, with warnings when a group cannot be
 * filled.
 */
import { amountInCurrency, PACKAGE_MENUS, type MessageRef } from '../../../domain';
import { packageMenuGroups, packageMenus } from '../../db/schema';
import { unknownMediaUrls } from '../../media/mediaUrls';
import type { GuardedContext } from '../operation';
import { defineResource } from '../resource';
import { foreignGroupMenus, packageMenuChoices, packageWarnings } from './menuSupport/packageChoices';
import { reachedRestaurant } from './menuSupport/restaurantBound';
import { restaurantCurrency } from './menuSupport/restaurantCurrency';

async function priceInCurrency(
  price: unknown,
  restaurantId: string,
  db: GuardedContext['db'],
): Promise<Record<string, MessageRef>> {
  const problem = amountInCurrency('Price', price, await restaurantCurrency(db, restaurantId));
  return problem ? { price: problem } : {};
}

export default defineResource({
  descriptor: PACKAGE_MENUS,
  table: packageMenus,
  search: ['name'],
  filters: ['status'],
  sortable: ['name', 'price', 'status', 'createdAt'],
  defaultSort: { field: 'name', order: 'ASC' },
  unique: [{ fields: ['restaurantId', 'name'], index: 'package_menus_restaurant_name_unique', caseInsensitive: true }],
  children: {
    groups: {
      type: 'PackageMenuGroup',
      table: packageMenuGroups,
      parent: packageMenuGroups.packageMenuId,
      position: packageMenuGroups.position,
      descriptor: PACKAGE_MENUS.children.groups,
      json: { menuIds: { output: '[ID!]!', input: '[ID!]' } },
    },
  },
  computed: { warnings: packageWarnings },
  // Every menu of a group is a menu of the package's restaurant; the image was uploaded here; the price fits the
  // restaurant's currency.
  check: async ({ record, context }): Promise<Record<string, MessageRef>> => ({
    ...(await foreignGroupMenus(context.db, record.restaurantId, record.groups)),
    ...(await priceInCurrency(record.price, record.restaurantId as string, context.db)),
    ...((await unknownMediaUrls(context.db, [record.imageUrl])).length
      ? { imageUrl: { key: 'validation.invalid', params: { attr: 'Image' } } }
      : {}),
  }),
  sdl: `
"A group of a package whose menus that can be chosen now are fewer than its min."
type PackageMenuWarning { groupId: ID!, groupName: String!, min: Int!, available: Int! }
"A menu a package's group may offer; hidden or sold-out ones cannot be chosen now."
type PackageMenuChoice { id: ID!, name: String!, price: Float!, hidden: Boolean!, soldOut: Boolean! }
extend type Query { packageMenuChoices(restaurantId: ID!): [PackageMenuChoice!]! }
`,
  operations: () => [
    {
      name: 'packageMenuChoices',
      type: 'Query',
      verb: 'custom',
      access: { kind: 'permission', area: 'package_menu', action: 'list' },
      resolve: async (args, context) =>
        packageMenuChoices(context.db, reachedRestaurant(context, args.restaurantId), context.now()),
    },
  ],
});
