import type { FieldKind, ResourceDescriptor, Tenancy } from '../../../domain';

/**
 * A resource the admin builds default screens for: it carries its labels, its fields' kinds and its
 * list, belongs to the platform or to a restaurant (by a field), is written through the admin and
 * has no child collections (a form of its own fields). Anything else is a type error at `describedResource`.
 */
export type DescribedDescriptor = ResourceDescriptor &
  Required<Pick<ResourceDescriptor, 'labels' | 'kinds' | 'list'>> & {
    tenancy: Extract<Tenancy, { kind: 'platform' | 'restaurant' }>;
    children?: undefined;
    readOnly?: false;
  };

/** What a default screen is given: the description it is built from. */
export interface DescribedScreenProps {
  descriptor: DescribedDescriptor;
}

const TEXT: FieldKind = { kind: 'text' };

/** A field's kind; a column or filter beyond the input fields (`id`) reads as text. */
export const kindOf = (descriptor: DescribedDescriptor, field: string): FieldKind => descriptor.kinds[field] ?? TEXT;

/** The field naming a row's restaurant (filled from the route, never shown), when the rows belong to one. */
export const tenancyFieldOf = ({ tenancy }: DescribedDescriptor): string | undefined =>
  tenancy.kind === 'restaurant' ? tenancy.field : undefined;

/** The restaurant a record belongs to, when the rows belong to one. */
export function restaurantOf(
  descriptor: DescribedDescriptor,
  record: Record<string, unknown> | undefined,
): string | undefined {
  const field = tenancyFieldOf(descriptor);
  const value = field ? record?.[field] : undefined;
  return typeof value === 'string' ? value : undefined;
}
