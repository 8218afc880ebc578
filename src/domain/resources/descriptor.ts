/**
 * A resource as both sides know it (docs/architecture.md §2): its names, its permission area, how its rows
 * belong to restaurants, and the fields a create or update takes with their rules. The server adds
 * the table, filters, sort and relations; the admin adds screens, paths, icon and navigation.
 */
import type { Locale } from '../messages';
import type { SpecArea } from '../specAreas';
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

/**
 * Who holds a permission area that docs/spec.md §6 does not list (an ADMIN only over its restaurants' rows, by
 * tenancy).
 */
export type Grantee = 'ADMIN' | 'SUPERADMIN';

/** A value picked from a fixed list, with each value's label in every language (the type forces all of them). */
export interface EnumKind<V extends string = string> {
  kind: 'enum';
  values: readonly V[];
  labels: Readonly<Record<Locale, Readonly<Record<V, string>>>>;
}

/**
 * What a field holds, as the admin's default screens enter and show it (the rules say what is valid):
 * text (one line or several), whole or decimal numbers, a switch, a day or a moment, one of fixed
 * values, another resource's record, or an image.
 */
export type FieldKind =
  | { kind: 'text'; multiline?: boolean }
  | { kind: 'integer' }
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'date' }
  | { kind: 'dateTime' }
  | EnumKind
  | { kind: 'reference'; reference: string; optionText: string }
  | { kind: 'image'; aspect?: number };

/** A resource's name and its fields' labels in one language. */
export interface ResourceLabels<F extends string = string> {
  /** The plural, as the menu and the list's title say it (`Reservations`). */
  name: string;
  /** One record, as a form's title and a notification say it (`Reservation`); without it they say the plural. */
  one?: string;
  fields: Readonly<Record<F, string>>;
  /** What the screens name beyond the input fields: a computed column (`restaurantCount`), a dialog's field. */
  extra?: Readonly<Record<string, string>>;
  /** A hint under a field's input (`In Indonesian`). */
  helpers?: Readonly<Partial<Record<F, string>>>;
}

/** The list the admin builds from the description: its columns, filters and first sort. */
export interface DefaultList {
  columns: readonly string[];
  /**
   * Fields offered as filters: enums as a choice, references as a picker, a moment as a From and an
   * Until of the restaurant's business days (docs/business-day.md), the rest as text.
   */
  filters?: readonly string[];
  /**
   * A moment among the filters whose From starts at the restaurant's today when the list opens (today's and later
   * rows).
   */
  fromToday?: string;
  /** A search box (`q`, over the server's `search` columns). */
  search?: boolean;
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** Rows on a page (react-admin's 10 by default). */
  perPage?: number;
}

export interface ResourceDescriptor {
  /** react-admin's resource name (`menu_categories`). */
  name: string;
  /** GraphQL type, singular PascalCase (`MenuCategory`). */
  type: string;
  /** The plural in operation names (`MenuCategories`: `allMenuCategories`). */
  plural: string;
  /**
   * Its permission area: one of docs/spec.md §6 (permissions.ts), or its own, which `grants` then names the holders of.
   */
  area: string;
  grants?: readonly Grantee[];
  tenancy: Tenancy;
  /** The fields of `{Type}Input`, in form order, with the rules the form and the API both apply. */
  input: FieldRules;
  /** Collections among the input fields, written in the same transaction as the row. */
  children?: Readonly<Record<string, ChildDescriptor>>;
  /** What the admin reads of a record (a field may carry its sub-selection: `options { id name }`). */
  fields: readonly string[];
  /** The bulk operations served (`updateXs(ids, data)`, `deleteXs(ids)`). */
  bulk?: readonly BulkAction[];
  /**
   * Fields whose values never enter the audit trail (password and PIN hashes, a Wi-Fi password):
   * a change of one is recorded as changed, without its values. Hidden columns not named here are
   * not audited at all (a session counter).
   */
  secrets?: readonly string[];
  /**
   * Its lists are paged without a total (an audit log of millions, where counting every row would
   * cost more than the page): a page, and whether another follows.
   */
  countless?: boolean;
  /** Written only by its own operations (orders come from ordering clients): no create, update or delete. */
  readOnly?: boolean;
  /**
   * A described resource's labels in every language (`resources.{name}` in the admin's catalogues, and
   * the names its rules' messages give fields). The older resources keep theirs in the catalogues.
   */
  labels?: Readonly<Record<Locale, ResourceLabels>>;
  /**
   * How each input field is entered and shown: what the default screens are built from; a computed column may have
   * one too (a count is a number).
   */
  kinds?: Readonly<Record<string, FieldKind>>;
  /** The default list screen's columns, filters and sort. */
  list?: DefaultList;
}

/** Message keys by convention: `resources.{name}.name` and `resources.{name}.fields.{field}`. */
export const resourceLabelKey = (descriptor: Pick<ResourceDescriptor, 'name'>) => `resources.${descriptor.name}.name`;
export const fieldLabelKey = (descriptor: Pick<ResourceDescriptor, 'name'>, field: string) =>
  `resources.${descriptor.name}.fields.${field}`;

/** The restaurant field of a row, when it names one directly (`self` rows are restaurants: `id`). */
export function restaurantField(tenancy: Tenancy): string | undefined {
  if (tenancy.kind === 'self') return 'id';
  return tenancy.kind === 'restaurant' ? tenancy.field : undefined;
}

/** An area of docs/spec.md §6 needs no grants (permissions.ts holds them); any other area must say who holds it. */
type AreaGranted<D extends ResourceDescriptor> = D['area'] extends SpecArea ? unknown : { grants: readonly Grantee[] };

/** Labels and kinds, when given, name every input field (labels only those), in every language. */
type Described<D extends ResourceDescriptor> = (D extends { labels: unknown }
  ? { labels: Readonly<Record<Locale, ResourceLabels<Extract<keyof D['input'], string>>>> }
  : unknown) &
  (D extends { kinds: unknown }
    ? { kinds: Readonly<Record<Extract<keyof D['input'], string>, FieldKind> & Record<string, FieldKind>> }
    : unknown);

export const defineDescriptor = <const D extends ResourceDescriptor>(
  descriptor: D & AreaGranted<D> & Described<D>,
): D => descriptor;

/**
 * docs/architecture.md §3 operation names (`allMenuCategories`, `_allMenuCategoriesMeta`, `createMenuCategory`…), for
 * both sides.
 */
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
