/** The fields a write changed, from the record before and after; a secret's values never kept. */
import { isDeepStrictEqual } from 'node:util';
import type { AuditChange } from '../db/schema';
import type { Row, ServerResource } from '../graphql/kernel';

/** Bookkeeping every write moves: the entry's own time and id say it. */
const NOT_AUDITED = new Set(['id', 'createdAt', 'updatedAt']);

const encoded = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);

const isEmpty = (value: unknown) => value === null || (Array.isArray(value) && value.length === 0);

/** `before` undefined: a creation; `after` undefined: a deletion (every field with a value is listed). */
export function changesOf(resource: ServerResource, before: Row | undefined, after: Row | undefined): AuditChange[] {
  const secrets = new Set(resource.descriptor.secrets ?? []);
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChange[] = [];
  for (const field of fields) {
    if (NOT_AUDITED.has(field)) continue;
    const [was, is] = [before?.[field] ?? null, after?.[field] ?? null];
    if (isDeepStrictEqual(was, is)) continue;
    if (!before && isEmpty(is)) continue;
    if (!after && isEmpty(was)) continue;
    changes.push(
      secrets.has(field)
        ? { field, before: null, after: null, redacted: true }
        : { field, before: encoded(was), after: encoded(is) },
    );
  }
  return changes;
}
