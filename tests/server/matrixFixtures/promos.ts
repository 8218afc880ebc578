/** A promo: a platform post, for super admins. */
import { PROMOS } from '../../../src/domain';
import type { MatrixFixture } from '../support/matrixFixture';

const fixture: MatrixFixture = {
  descriptor: PROMOS,
  written: { area: 'promos', tenancy: 'platform' },
  input: async (n) => ({ title: `Matrix promo ${n}`, body: 'Promoted by the matrix' }),
  change: (n) => ['title', `Changed promo ${n}`],
};

export default fixture;
