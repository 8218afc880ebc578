/** A package menu of the restaurant, its one group choosing among the restaurant's menus. */
import { PACKAGE_MENUS } from '../../../src/domain';
import type { MatrixFixture } from '../support/matrixFixture';

const fixture: MatrixFixture = {
  descriptor: PACKAGE_MENUS,
  written: { area: 'package_menu', tenancy: 'restaurant' },
  input: async (n, restaurantId, asSuperadmin) => {
    const { choices } = await asSuperadmin<{ choices: { id: string }[] }>(
      'query ($restaurantId: ID!) { choices: packageMenuChoices(restaurantId: $restaurantId) { id } }',
      { restaurantId },
    );
    return {
      restaurantId,
      name: `Matrix package ${n}`,
      price: 10,
      status: 'ACTIVE',
      groups: [{ name: 'Main', min: 1, max: 1, menuIds: [choices[0].id] }],
    };
  },
  change: (n) => ['name', `Changed package ${n}`],
};

export default fixture;
