/**
 * Whose client address a viewer sees in the audit trail, wherever it is read (the list, an entry, the
 * CSV export): a super admin every one; an admin only those of admins' own changes, never a super
 * admin's, one viewing as someone else, nor the database's for a change made outside the app.
 */
import type { Viewer } from '../auth/viewer';

/** The role whose changes' addresses an admin sees (and only when nobody was viewing as it). */
const SHOWN_TO_ADMINS = 'ADMIN';

const seesEvery = (viewer: Viewer) => viewer.role === 'SUPERADMIN';

/** The entry as the viewer may read it (the API's rows). */
export function withVisibleAddress<Row extends { actorRole?: unknown; viewAsById?: unknown; clientAddress?: unknown }>(row: Row, viewer: Viewer): Row {
  return seesEvery(viewer) || (row.actorRole === SHOWN_TO_ADMINS && !row.viewAsById) ? row : { ...row, clientAddress: null };
}

/** The same rule as a column of a SELECT on audit_entries (the CSV's pages). */
export function visibleAddressColumn(viewer: Viewer): string {
  return seesEvery(viewer) ? 'client_address' : `case when actor_role = '${SHOWN_TO_ADMINS}' and view_as_by_id is null then client_address end`;
}
