/**
 * How the History panel and the audit log show a field's values: as the record's own screen shows
 * them. Most fields need nothing (text, numbers; booleans read yes/no by their value); the others
 * are declared here per resource, or come from a described resource's field kinds.
 */
import { RESOURCE_DESCRIPTORS, type LabelledEnum } from '../../../domain';

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

const POST: Readonly<Record<string, ValueFormat>> = { coverUrl: image, publishAt: dateTime, expireAt: dateTime, publishedAt: dateTime };

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
    tagIds: reference('tags'),
    status: enumOf('itemStatus'),
    orderTypes: enumOf('orderType'),
    imageUrl: image,
    optionGroups: children,
    soldOutUntil: dateTime,
  },
  printer_classes: { categoryIds: reference('menu_categories'), menuIds: reference('menus') },
  package_menus: { price: money, imageUrl: image, status: enumOf('itemStatus'), groups: children },
  users: { role: enumOf('role'), restaurantIds: reference('restaurants'), restoUuid: reference('restaurants'), provider: enumOf('signInProvider'), lastSignInAt: dateTime },
  feeds: { ...POST, menuIds: reference('menus') },
  promos: { ...POST, discountType: enumOf('discountType'), offerStartsAt: dateTime, offerEndsAt: dateTime, restaurantIds: reference('restaurants') },
};

/** A described resource's fields, from their kinds. */
function describedFormat(resource: string, field: string): ValueFormat | undefined {
  const kind = RESOURCE_DESCRIPTORS.find((descriptor) => descriptor.name === resource)?.kinds?.[field];
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
      return undefined;
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
export const idsOf = (value: unknown): string[] => [value].flat().filter((id): id is string => typeof id === 'string' && id !== '');
