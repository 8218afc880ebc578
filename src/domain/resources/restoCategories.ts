import { LIMITS, maxLength, noDuplicates, required } from '../validation';
import { defineDescriptor } from './descriptor';

/** A restaurant category's fields (names in English and Indonesian, an icon), shared by the form and the API. */
export const RESTO_CATEGORY_RULES = {
  name: [required(), maxLength(LIMITS.name)],
  nameId: [required(), maxLength(LIMITS.name)],
  iconUrl: [],
};

/** `reorderRestoCategories(ids)`: the categories in their new order, each once. */
export const REORDER_RULES = { ids: [noDuplicates('category')] };

/** Restaurant categories: a platform catalogue in a curated order, read by every admin's category picker. */
export const RESTO_CATEGORIES = defineDescriptor({
  name: 'resto_categories',
  type: 'RestoCategory',
  plural: 'RestoCategories',
  area: 'resto_categories',
  tenancy: { kind: 'platform' },
  input: RESTO_CATEGORY_RULES,
  fields: ['id', 'name', 'nameId', 'iconUrl', 'position', 'restaurantCount'],
  labels: {
    en: {
      name: 'Restaurant categories',
      one: 'Restaurant category',
      fields: { name: 'Name', nameId: 'Indonesian name', iconUrl: 'Icon' },
      extra: { q: 'Search', icon: 'Icon', restaurantCount: 'Restaurants' },
      helpers: { name: 'In English', nameId: 'In Indonesian (Bahasa Indonesia)' },
    },
    id: {
      name: 'Kategori restoran',
      one: 'Kategori restoran',
      fields: { name: 'Nama', nameId: 'Nama Indonesia', iconUrl: 'Ikon' },
      extra: { q: 'Cari', icon: 'Ikon', restaurantCount: 'Restoran' },
      helpers: { name: 'Dalam bahasa Inggris', nameId: 'Dalam Bahasa Indonesia' },
    },
  },
  kinds: { name: { kind: 'text' }, nameId: { kind: 'text' }, iconUrl: { kind: 'image', aspect: 1 } },
  list: {
    columns: ['icon', 'name', 'nameId', 'restaurantCount'],
    search: true,
    sort: { field: 'position', order: 'ASC' },
  },
});
