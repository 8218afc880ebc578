/** Restaurants: the tenants themselves, so their tenancy column is their own id. */
import { RESTAURANT_INPUT_FIELDS, RESTAURANT_RULES } from '../../../domain';
import { restaurants } from '../../db/schema';
import { defineResource } from '../resource';

export default defineResource({
  typeName: 'Restaurant',
  pluralName: 'Restaurants',
  table: restaurants,
  area: 'restaurants',
  scope: { kind: 'restaurant', column: 'id' },
  input: RESTAURANT_INPUT_FIELDS,
  rules: RESTAURANT_RULES,
  search: ['name', 'slug', 'city', 'address'],
  filters: ['currency', 'city'],
  sortable: ['name', 'slug', 'city', 'province', 'country', 'currency', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'name', order: 'ASC' },
  unique: [
    { field: 'name', index: 'restaurants_name_lower_unique', caseInsensitive: true, message: { key: 'errors.companyExists' } },
    { field: 'slug', index: 'restaurants_slug_unique' },
  ],
});
