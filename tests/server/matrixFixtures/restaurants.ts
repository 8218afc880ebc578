/** A restaurant: a new tenant of its own, which only a super admin creates. */
import { RESTAURANTS } from '../../../src/domain';
import type { MatrixFixture } from '../support/matrixFixture';

const fixture: MatrixFixture = {
  descriptor: RESTAURANTS,
  written: { area: 'restaurants', tenancy: 'self' },
  input: async (n) => ({
    name: `Matrix Restaurant ${n}`,
    slug: `matrix-restaurant-${n}`,
    currency: 'S$',
    city: 'Singapore',
    tableCount: 2,
  }),
  change: (n) => ['city', `Changed ${n}`],
};

export default fixture;
