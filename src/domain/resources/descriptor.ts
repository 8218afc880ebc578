/**
 * A resource as both sides know it (DESIGN §2): its names, its permission area, how its rows
 * belong to restaurants, and the fields a create or update takes with their rules. The server adds
 * the table, filters, sort and relations; the admin adds screens, paths, icon and navigation.
 */
import type { Area } from '../permissions';
import type { Rule } from '../validation';

/**
 * How a row belongs to a restaurant, which is what tenancy restricts:
 * - `platform`: to none (tags, promos): the area's permission alone decides.
 * - `self`: the row is a restaurant (a new one is a new tenant).
 * - `restaurant`: the row names its restaurant in `field` (`restaurantId`).
 * - `parent`: through the row of the resource `parent` it names in `field` (an option group → its menu).
 * - `link`: through a link table (a user → user_restaurants): readable when any linked restaurant is
 *   within reach, writable only when every one is.
 */
export type Tenancy =
  | { kind: 'platform' }
  | { kind: 'self' }
  | { kind: 'restaurant'; field: string }
  | { kind: 'parent'; field: string; parent: string }
  | { kind: 'link' };

export type FieldRules = Readonly<Record<string, readonly Rule[]>>;

/** A collection written with its parent (option groups of a menu): its own fields and rules. */
export interface ChildDescriptor {
  /** The most elements one parent may have (every write is bounded). */
  max: number;
  input: FieldRules;
  children?: Readonly<Record<string, ChildDescriptor>>;
}

export type BulkAction = 'update' | 'delete';

export interface ResourceDescriptor {
  /** react-admin's resource name (`menu_categories`). */
  name: string;
  /** GraphQL type, singular PascalCase (`MenuCategory`). */
  type: string;
  /** The plural in operation names (`MenuCategories`: `allMenuCategories`). */
  plural: string;
  area: Area;
  tenancy: Tenancy;
  /** The fields of `{Type}Input`, in form order, with the rules the form and the API both apply. */
  input: FieldRules;
  /** Collections among the input fields, written in the same transaction as the row. */
  children?: Readonly<Record<string, ChildDescriptor>>;
  /** What the admin reads of a record (a field may carry its sub-selection: `options { id name }`). */
  fields: readonly string[];
  /** The bulk operations served (`updateXs(ids, data)`, `deleteXs(ids)`). */
  bulk?: readonly BulkAction[];
  /** Written only by its own operations (orders come from ordering clients): no create, update or delete. */
  readOnly?: boolean;
}

/** Message keys by convention: `resources.{name}.name` and `resources.{name}.fields.{field}`. */
export const resourceLabelKey = (descriptor: Pick<ResourceDescriptor, 'name'>) => `resources.${descriptor.name}.name`;
export const fieldLabelKey = (descriptor: Pick<ResourceDescriptor, 'name'>, field: string) => `resources.${descriptor.name}.fields.${field}`;

/** The restaurant field of a row, when it names one directly (`self` rows are restaurants: `id`). */
export function restaurantField(tenancy: Tenancy): string | undefined {
  if (tenancy.kind === 'self') return 'id';
  return tenancy.kind === 'restaurant' ? tenancy.field : undefined;
}

export const defineDescriptor = <D extends ResourceDescriptor>(descriptor: D): D => descriptor;

/** DESIGN §3 operation names (`allMenuCategories`, `_allMenuCategoriesMeta`, `createMenuCategory`…), for both sides. */
export const operationNames = ({ type, plural }: Pick<ResourceDescriptor, 'type' | 'plural'>) => ({
  list: `all${plural}`,
  meta: `_all${plural}Meta`,
  one: type,
  create: `create${type}`,
  update: `update${type}`,
  delete: `delete${type}`,
  updateMany: `update${plural}`,
  deleteMany: `delete${plural}`,
});
