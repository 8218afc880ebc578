import type { ReactElement, ReactNode } from 'react';
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

/** Where a described resource's screens are (relative to /admin); paths.ts gives the conventional ones. */
export interface DescribedPaths {
  list: string;
  create: string;
  edit: string;
}

/**
 * What a resource adds to its default list: each a slot, so that no screen is copied for a column or a button.
 */
export interface DescribedListSlots {
  /**
   * Cells of the description's columns drawn by the resource (the row is the record context): in place of a
   * field's own cell, or a column no kind draws (a count with a link). Labelled as the field.
   */
  cells?: Readonly<Record<string, ReactElement>>;
  /** Filters after the description's own (its search box and filter fields). */
  filters?: readonly ReactElement[];
  /** Buttons in the list's toolbar, before its Create button (in its place when it has no create screen). */
  actions?: ReactNode;
  /** Buttons at the end of every row (the row is the record context). */
  rowActions?: ReactNode;
}

/** What a default screen is given: the description it is built from, where its screens are and its list's slots. */
export interface DescribedScreenProps {
  descriptor: DescribedDescriptor;
  paths: DescribedPaths;
  /** Whether it has a create and an edit screen (a resource may create and rename in dialogs of its own). */
  has: { create: boolean; edit: boolean };
  slots: DescribedListSlots;
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
