/** A menu category of the restaurant. */
import { MENU_CATEGORIES } from '../../../src/domain';
import type { MatrixFixture } from '../support/matrixFixture';

const fixture: MatrixFixture = {
  descriptor: MENU_CATEGORIES,
  written: { area: 'menu_categories', tenancy: 'restaurant' },
  input: async (n, restaurantId) => ({ restaurantId, name: `Matrix menu category ${n}` }),
  change: (n) => ['name', `Changed menu category ${n}`],
};

export default fixture;
