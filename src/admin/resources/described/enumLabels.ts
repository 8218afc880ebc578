import type { EnumKind, ResourceDescriptor } from '../../../domain';

/**
 * The message key of a described enum value's label (`resources.reservations.enums.status.BOOKED`): the catalogue,
 * choices and cells use it.
 */
export const enumValueKey = (descriptor: Pick<ResourceDescriptor, 'name'>, field: string, value: string) =>
  `resources.${descriptor.name}.enums.${field}.${value}`;

/** `{ id, name }` choices of a described enum, names as message keys. */
export const enumChoicesOf = (descriptor: Pick<ResourceDescriptor, 'name'>, field: string, kind: EnumKind) =>
  kind.values.map((value) => ({ id: value, name: enumValueKey(descriptor, field, value) }));
