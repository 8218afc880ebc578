import { RESTAURANT_INPUT_FIELDS } from '../../../domain';
import type { GraphQLResource } from '../GraphQLResource';

export const restaurantSchema: GraphQLResource = {
  type: 'Restaurant',
  fields: ['id', 'name', 'slug', 'address', 'city', 'province', 'country', 'postcode', 'currency', 'createdAt', 'updatedAt'],
  inputFields: RESTAURANT_INPUT_FIELDS,
};
