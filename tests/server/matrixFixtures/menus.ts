/** A menu of the restaurant. */
import { MENUS } from '../../../src/domain';
import type { MatrixFixture } from '../support/matrixFixture';

const fixture: MatrixFixture = {
  descriptor: MENUS,
  written: { area: 'menus', tenancy: 'restaurant' },
  input: async (n, restaurantId) => ({ restaurantId, name: `Matrix menu ${n}`, price: 12 }),
  change: (n) => ['name', `Changed menu ${n}`],
};

export default fixture;
