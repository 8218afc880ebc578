/** A printer class of the restaurant. */
import { PRINTER_CLASSES } from '../../../src/domain';
import type { MatrixFixture } from '../support/matrixFixture';

const fixture: MatrixFixture = {
  descriptor: PRINTER_CLASSES,
  written: { area: 'printer_classes', tenancy: 'restaurant' },
  input: async (n, restaurantId) => ({ restaurantId, name: `Matrix printer ${n}`, destination: 'Kitchen', copies: 1 }),
  change: (n) => ['name', `Changed printer ${n}`],
};

export default fixture;
