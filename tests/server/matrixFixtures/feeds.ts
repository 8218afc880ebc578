/** A feed post of the restaurant. */
import { FEEDS } from '../../../src/domain';
import type { MatrixFixture } from '../support/matrixFixture';

const fixture: MatrixFixture = {
  descriptor: FEEDS,
  written: { area: 'feeds', tenancy: 'restaurant' },
  input: async (n, restaurantId) => ({ restaurantId, title: `Matrix post ${n}`, body: 'Posted by the matrix' }),
  change: (n) => ['title', `Changed post ${n}`],
};

export default fixture;
