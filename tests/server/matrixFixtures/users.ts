/** A cashier of the restaurant: a user reaches restaurants through its links. */
import { USERS } from '../../../src/domain';
import type { MatrixFixture } from '../support/matrixFixture';

const fixture: MatrixFixture = {
  descriptor: USERS,
  written: { area: 'users', tenancy: 'link' },
  input: async (n, restaurantId) => ({
    email: `matrix.user${n}@example.com`,
    name: `Matrix user ${n}`,
    role: 'CASHIER',
    restaurantIds: [restaurantId],
    restoUuid: restaurantId,
    password: 'Matrix#2026',
    passwordConfirmation: 'Matrix#2026',
  }),
  change: (n) => ['name', `Changed user ${n}`],
};

export default fixture;
