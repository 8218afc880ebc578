/** A tag: a platform catalogue every signed-in admin may read for its pickers. */
import { TAGS } from '../../../src/domain';
import type { MatrixFixture } from '../support/matrixFixture';

const fixture: MatrixFixture = {
  descriptor: TAGS,
  written: { area: 'tags_management', tenancy: 'platform', pickerReadable: true },
  input: async (n) => ({ name: `Matrix tag ${n}` }),
  change: (n) => ['name', `Changed tag ${n}`],
};

export default fixture;
