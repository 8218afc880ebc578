/**
 * How the History panel and the audit log show a field's values: as the record's own screen shows
 * them. Most fields need nothing (text, numbers; booleans read yes/no by their value); the others
 * come from the descriptors where they say it (a described resource's field kinds, the field naming
 * a row's restaurant or parent), else are declared here per resource (the older resources declare no
 * kinds). tests/server/auditFieldFormats.test.ts checks every audited field of a reference, image or
 * time has its format.
 */
import { restaurantField, RESOURCE_DESCRIPTORS, type LabelledEnum, type ResourceDescriptor } from '../../../domain';

export type ValueFormat =
  | { kind: 'plain' }
  /** An amount in the record's restaurant's currency. */
  | { kind: 'money' }
  | { kind: 'enum'; group: LabelledEnum }
  /** A described resource's own enum (`resources.{name}.enums.{field}.{value}`). */
  | { kind: 'describedEnum' }
  /** One id or a list of ids of `resource`, shown by their names. */
  | { kind: 'reference'; resource: string; nameField?: string }
  | { kind: 'image' }
  | { kind: 'dateTime' }
  /** A collection written with the record (option groups): counted, named by `name`. */
  | { kind: 'children' };

const money = { kind: 'money' } as const;
const image = { kind: 'image' } as const;
const dateTime = { kind: 'dateTime' } as const;
const children = { kind: 'children' } as const;
const enumOf = (group: LabelledEnum) => ({ kind: 'enum', group }) as const;
const reference = (resource: string, nameField?: string) => ({ kind: 'reference', resource, nameField }) as const;

const POST: Readonly<Record<string, ValueFormat>> = {
  coverUrl: image,
  publishAt: dateTime,
  expireAt: dateTime,
  publishedAt: dateTime,
};

const FORMATS: Readonly<Record<string, Readonly<Record<string, ValueFormat>>>> = {
  restaurants: {
    categoryId: reference('resto_categories'),
    tagIds: reference('tags'),
    logoUrl: image,
    coverUrl: image,
    primaryLanguage: enumOf('language'),
    secondaryLanguage: enumOf('language'),
    orderPlan: enumOf('orderPlan'),
    paymentMethods: enumOf('paymentMethod'),
    deliveryCharge: money,
    minimumOrder: money,
    discountMinNominal: money,
    discountMaxNominal: money,
  },
  resto_categories: { iconUrl: image },
  featured: { restaurantId: reference('restaurants') },
  menu_categories: { printerClassId: reference('printer_classes') },
  menus: {
    price: money,
    categoryId: reference('menu_categories'),
    printerClassId: reference('printer_classes'),
    tagIds: reference('tags'),
    status: enumOf('itemStatus'),
    orderTypes: enumOf('orderType'),
    imageUrl: image,
    optionGroups: children,
    soldOutUntil: dateTime,
  },
  printer_classes: { categoryIds: reference('menu_categories'), menuIds: reference('menus') },
  package_menus: { price: money, imageUrl: image, status: enumOf('itemStatus'), groups: children },
  users: {
    role: enumOf('role'),
    restaurantIds: reference('restaurants'),
    restoUuid: reference('restaurants'),
    provider: enumOf('signInProvider'),
    lastSignInAt: dateTime,
  },
  feeds: { ...POST, menuIds: reference('menus') },
  promos: {
    ...POST,
    discountType: enumOf('discountType'),
    offerStartsAt: dateTime,
    offerEndsAt: dateTime,
    restaurantIds: reference('restaurants'),
  },
};

/** The field naming the row's restaurant, or its parent row (an option group's menu). */
function ownerFormat(descriptor: ResourceDescriptor, field: string): ValueFormat | undefined {
  const { tenancy } = descriptor;
  if (tenancy.kind === 'parent' && tenancy.field === field) return reference(tenancy.parent);
  return field !== 'id' && restaurantField(tenancy) === field ? reference('restaurants') : undefined;
}

/** A field's format as its descriptor says it: a described resource's kind, or the row's owner. */
function describedFormat(resource: string, field: string): ValueFormat | undefined {
  const descriptor = RESOURCE_DESCRIPTORS.find((candidate) => candidate.name === resource);
  if (!descriptor) return undefined;
  const kind = descriptor.kinds?.[field];
  switch (kind?.kind) {
    case 'enum':
      return { kind: 'describedEnum' };
    case 'reference':
      return reference(kind.reference, kind.optionText);
    case 'image':
      return image;
    case 'date':
    case 'dateTime':
      return dateTime;
    default:
      return ownerFormat(descriptor, field);
  }
}

export function formatOf(resource: string, field: string): ValueFormat {
  return FORMATS[resource]?.[field] ?? describedFormat(resource, field) ?? { kind: 'plain' };
}

/** A change's value as the entry keeps it (JSON text; null: empty). */
export function decoded(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** The ids a reference value names (one, or a list). */
export const idsOf = (value: unknown): string[] =>
  [value].flat().filter((id): id is string => typeof id === 'string' && id !== '');
