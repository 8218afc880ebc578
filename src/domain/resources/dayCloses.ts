import { defineDescriptor } from './descriptor';

/**
 * Day close (docs/business-day.md): a restaurant's business day counted by payment method
 * and locked. Written only by its own operations (closeDay, reopenDay), read by the restaurant's
 * ADMINs and super admins (their own area, `day_close`).
 */
export const DAY_CLOSES = defineDescriptor({
  name: 'day_closes',
  type: 'DayClose',
  plural: 'DayCloses',
  area: 'day_close',
  grants: ['SUPERADMIN', 'ADMIN'],
  tenancy: { kind: 'restaurant', field: 'restaurantId' },
  input: {},
  readOnly: true,
  fields: [
    'id',
    'restaurantId',
    'businessDay',
    'state',
    'startsAt',
    'endsAt',
    'openingCash',
    'expected',
    'counted',
    'difference',
    'counts { method expected counted difference note denominations { value count } }',
    'closedAt',
    'closedByEmail',
    'reopenedAt',
    'reopenedByEmail',
    'reopenReason',
  ],
});

/** A closed day is locked; a reopened one takes changes again until it is closed anew. */
export const DAY_CLOSE_STATES = ['CLOSED', 'REOPENED'] as const;
export type DayCloseState = (typeof DAY_CLOSE_STATES)[number];
