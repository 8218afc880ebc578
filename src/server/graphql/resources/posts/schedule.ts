/**
 * What feeds and promos share as posts: their status, derived by the server clock (the SQL here
 * says what `postStatus` in src/domain says), and the list filters on it and on the publish date.
 */
import { and, gt, gte, isNotNull, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { POST_STATUSES, postStatus, type PostStatus, type PostSchedule } from '../../../../domain';
import { invalidInput } from '../../appError';
import { filterInstant } from '../../crud/periodFilters';
import type { CustomFilter, RowComputedField } from '../../resource';

export interface ScheduleColumns {
  publishAt: PgColumn;
  expireAt: PgColumn;
  publishedAt: PgColumn;
}

/** `status: String!` (a POST_STATUSES value) of each row, by the server clock. */
export const statusField: RowComputedField = {
  type: 'String!',
  needs: ['publishAt', 'expireAt', 'publishedAt'],
  resolve: (row, { now }) => postStatus(row as PostSchedule, now),
};

/** The rows of one status at `now`. */
export function statusCondition(
  { publishAt, expireAt, publishedAt }: ScheduleColumns,
  status: PostStatus,
  now: Date,
): SQL {
  const notExpired = or(isNull(expireAt), gt(expireAt, now)) as SQL;
  switch (status) {
    case 'DRAFT':
      return isNull(publishedAt);
    case 'EXPIRED':
      return and(isNotNull(publishedAt), lte(expireAt, now)) as SQL;
    case 'SCHEDULED':
      return and(isNotNull(publishedAt), notExpired, gt(publishAt, now)) as SQL;
    case 'LIVE':
      return and(isNotNull(publishedAt), notExpired, or(isNull(publishAt), lte(publishAt, now))) as SQL;
  }
}

const isStatus = (value: unknown): value is PostStatus => (POST_STATUSES as readonly unknown[]).includes(value);
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A filter date: a day (`2026-11-23`, UTC) or an instant; BAD_USER_INPUT on its field otherwise. */
function filterDate(field: string, value: unknown): { start: Date; dayOnly: boolean } {
  return { start: filterInstant(value, field), dayOnly: DATE_ONLY.test(String(value)) };
}

/** `status`, and `publishAtFrom` / `publishAtTo` (a day given as `to` counts whole). */
export function scheduleFilters(columns: ScheduleColumns): Record<string, CustomFilter> {
  return {
    status: {
      type: 'String',
      where: (value, { now }) => {
        if (!isStatus(value))
          throw invalidInput({ status: { key: 'validation.unknownValue', params: { attr: 'Status' } } });
        return statusCondition(columns, value, now);
      },
    },
    publishAtFrom: {
      type: 'String',
      where: (value) => gte(columns.publishAt, filterDate('publishAtFrom', value).start),
    },
    publishAtTo: {
      type: 'String',
      where: (value) => {
        const { start, dayOnly } = filterDate('publishAtTo', value);
        return dayOnly ? lt(columns.publishAt, new Date(start.getTime() + DAY_MS)) : lte(columns.publishAt, start);
      },
    },
  };
}
