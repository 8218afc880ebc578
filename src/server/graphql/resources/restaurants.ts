/** Restaurants: the tenants themselves (tenancy `self`: their own id). */
import { RESTAURANTS } from '../../../domain';
import { restaurants } from '../../db/schema';
import { defineResource } from '../resource';

export default defineResource({
  descriptor: RESTAURANTS,
  table: restaurants,
  search: ['name', 'slug', 'city', 'address'],
  filters: ['currency', 'city'],
  sortable: ['name', 'slug', 'city', 'province', 'country', 'currency', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'name', order: 'ASC' },
  unique: [
    { fields: ['name'], index: 'restaurants_name_lower_unique', caseInsensitive: true, message: { key: 'errors.companyExists' } },
    { fields: ['slug'], index: 'restaurants_slug_unique' },
  ],
});
