/**
 * What a viewer may read of an audit entry, wherever it is read (the list, an entry, the CSV export):
 * a super admin all of it; an admin
 * - the client address only of admins' own changes: never a super admin's, one viewing as someone
 *   else, nor the database's for a change made outside the app;
 * - no `details` of a change made outside the app (the database user and the program that connected).
 */
import type { Viewer } from '../auth/viewer';

/** The role whose changes' addresses an admin sees (and only when nobody was viewing as it). */
const SHOWN_TO_ADMINS = 'ADMIN';
/** The operation of the entries the database's triggers write (migration 0013). */
const OUTSIDE_THE_APP = 'database';

const seesEvery = (viewer: Viewer) => viewer.role === 'SUPERADMIN';

interface EntryRow {
  actorRole?: unknown;
  viewAsById?: unknown;
  operation?: unknown;
  clientAddress?: unknown;
  details?: unknown;
}

/** The columns the rule reads (besides those it masks). */
export const VISIBILITY_NEEDS = ['actorRole', 'viewAsById', 'operation'] as const;

/** The entry as the viewer may read it (the API's rows). */
export function visibleEntry<Row extends EntryRow>(row: Row, viewer: Viewer): Row {
  if (seesEvery(viewer)) return row;
  const addressShown = row.actorRole === SHOWN_TO_ADMINS && !row.viewAsById;
  const detailsShown = row.operation !== OUTSIDE_THE_APP;
  return { ...row, ...(addressShown ? {} : { clientAddress: null }), ...(detailsShown ? {} : { details: null }) };
}

/** The same rule as columns of a SELECT on audit_entries (the CSV's pages). */
export function visibleColumns(viewer: Viewer): { clientAddress: string; details: string } {
  if (seesEvery(viewer)) return { clientAddress: 'client_address', details: 'details' };
  return {
    clientAddress: `case when actor_role = '${SHOWN_TO_ADMINS}' and view_as_by_id is null then client_address end`,
    details: `case when operation <> '${OUTSIDE_THE_APP}' then details end`,
  };
}
