import { LIMITS, maxLength, required, type Rule } from '../validation';
import { defineDescriptor } from './descriptor';

export const TAG_RULES = { name: [required(), maxLength(LIMITS.name)] };

const notTheSource: Rule = (value, record) =>
  value && value === record?.sourceId ? { key: 'validation.mergeIntoItself' } : undefined;

/** `mergeTags(sourceId, targetId)`: the source's restaurants move to the target, which must be another tag. */
export const MERGE_TAG_RULES = { sourceId: [required()], targetId: [required(), notTheSource] };

/** Tags: a platform catalogue attached to restaurants, read by every admin's tag picker. */
export const TAGS = defineDescriptor({
  name: 'tags',
  type: 'Tag',
  plural: 'Tags',
  area: 'tags_management',
  tenancy: { kind: 'platform' },
  input: TAG_RULES,
  fields: ['id', 'name', 'restaurantCount'],
  bulk: ['delete'],
  labels: {
    en: {
      name: 'Tags',
      one: 'Tag',
      fields: { name: 'Name' },
      extra: { q: 'Search', restaurantCount: 'Restaurants', targetId: 'Merge into' },
    },
    id: {
      name: 'Tag',
      one: 'Tag',
      fields: { name: 'Nama' },
      extra: { q: 'Cari', restaurantCount: 'Restoran', targetId: 'Gabungkan ke' },
    },
  },
  kinds: { name: { kind: 'text' }, restaurantCount: { kind: 'integer' } },
  list: { columns: ['name', 'restaurantCount'], search: true, sort: { field: 'name', order: 'ASC' }, perPage: 25 },
});
