/** A restaurant category: a platform catalogue every signed-in admin may read for its pickers. */
import { RESTO_CATEGORIES } from '../../../src/domain';
import type { MatrixFixture } from '../support/matrixFixture';

const fixture: MatrixFixture = {
  descriptor: RESTO_CATEGORIES,
  written: { area: 'resto_categories', tenancy: 'platform', pickerReadable: true },
  input: async (n) => ({ name: `Matrix category ${n}`, nameId: `Kategori matriks ${n}` }),
  change: (n) => ['name', `Changed category ${n}`],
};

export default fixture;
