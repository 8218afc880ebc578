/** Restaurants: the tenants themselves, so their tenancy column is their own id. */
import { CURRENCY_SYMBOLS, LIMITS, maxLength, oneOf, required, slug } from '../../../domain';
import { restaurants } from '../../db/schema';
import { defineResource } from '../resource';

const PLACE_LENGTH = 100;

export default defineResource({
  typeName: 'Restaurant',
  pluralName: 'Restaurants',
  table: restaurants,
  area: 'restaurants',
  scope: { kind: 'restaurant', column: 'id' },
  input: ['name', 'slug', 'address', 'city', 'province', 'country', 'postcode', 'currency'],
  rules: {
    name: [required(), maxLength(LIMITS.name)],
    slug: [required(), slug()],
    address: [maxLength(LIMITS.description)],
    city: [maxLength(PLACE_LENGTH)],
    province: [maxLength(PLACE_LENGTH)],
    country: [maxLength(PLACE_LENGTH)],
    postcode: [maxLength(20)],
    currency: [required(), oneOf('Currency', CURRENCY_SYMBOLS)],
  },
  search: ['name', 'slug', 'city', 'address'],
  filters: ['currency', 'city'],
  sortable: ['name', 'slug', 'city', 'province', 'country', 'currency', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'name', order: 'ASC' },
  unique: [
    { field: 'name', index: 'restaurants_name_lower_unique', caseInsensitive: true, message: { key: 'errors.companyExists' } },
    { field: 'slug', index: 'restaurants_slug_unique' },
  ],
});
