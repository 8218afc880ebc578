import { integer, maxSelected, minValue, noDuplicates, required } from '../validation';
import { defineDescriptor } from './descriptor';

/** How many restaurants the public site can feature at once. */
export const MAX_FEATURED = 50;

/**
 * `setFeatured(restaurantIds)`: the whole featured list, in order, each restaurant once (and the restaurants
 * `addFeatured` / `removeFeatured` name).
 */
export const SET_FEATURED_RULES = {
  restaurantIds: [maxSelected('restaurants', MAX_FEATURED), noDuplicates('restaurant')],
};

/** Featured items: the restaurants the public site features, in order (super admins only). */
export const FEATURED = defineDescriptor({
  name: 'featured',
  type: 'FeaturedItem',
  plural: 'FeaturedItems',
  area: 'featured',
  tenancy: { kind: 'platform' },
  input: { restaurantId: [required()], position: [integer(), minValue('Position', 0)] },
  fields: ['id', 'restaurantId', 'restaurantName', 'position'],
});
