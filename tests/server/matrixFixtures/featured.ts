/** A featured restaurant: a platform list; each row names a restaurant of its own, made for it. */
import { FEATURED } from '../../../src/domain';
import type { MatrixFixture } from '../support/matrixFixture';

const fixture: MatrixFixture = {
  descriptor: FEATURED,
  written: { area: 'featured', tenancy: 'platform' },
  input: async (n, _restaurantId, asSuperadmin) => {
    const data = { name: `Featured matrix ${n}`, slug: `featured-matrix-${n}`, currency: 'S$' };
    const { restaurant } = await asSuperadmin<{ restaurant: { id: string } }>(
      'mutation ($data: RestaurantInput!) { restaurant: createRestaurant(data: $data) { id } }',
      { data },
    );
    return { restaurantId: restaurant.id };
  },
  change: (n) => ['position', 100_000 - n], // never the next free position (an update to the value it has changes nothing, and audits nothing)
};

export default fixture;
