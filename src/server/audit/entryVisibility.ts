/**
 * What a viewer may read of an audit entry, wherever it is read (the list, an entry, the CSV export):
 * a super admin all of it; an admin
 * - the client address only of admins' own changes: never a super admin's, one viewing as someone
 *   else, nor the database's for a change made outside the app;
 * - no `details` of a change made outside the app (the database user and the program that connected).
 * An address reads as people write it: an IPv4 client as `127.0.0.1`, not the server's IPv6 form of it.
 */
import ipaddr from 'ipaddr.js';
import type { Viewer } from '../auth/viewer';

/** `::ffff:127.0.0.1` (how a dual-stack server sees an IPv4 client) as `127.0.0.1`; anything else as it is. */
const readableAddress = (address: unknown) =>
  typeof address === 'string' && ipaddr.isValid(address) ? ipaddr.process(address).toString() : address;

/** The same in SQL, for the CSV's pages. */
const readableAddressSql = (column: string) =>
  `regexp_replace(${column}, '^::ffff:(\\d+\\.\\d+\\.\\d+\\.\\d+)$', '\\1')`;

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
  const readable = 'clientAddress' in row ? { ...row, clientAddress: readableAddress(row.clientAddress) } : row;
  if (seesEvery(viewer)) return readable;
  const addressShown = row.actorRole === SHOWN_TO_ADMINS && !row.viewAsById;
  const detailsShown = row.operation !== OUTSIDE_THE_APP;
  return { ...readable, ...(addressShown ? {} : { clientAddress: null }), ...(detailsShown ? {} : { details: null }) };
}

/** The same rule as columns of a SELECT on audit_entries (the CSV's pages). */
export function visibleColumns(viewer: Viewer): { clientAddress: string; details: string } {
  if (seesEvery(viewer)) return { clientAddress: readableAddressSql('client_address'), details: 'details' };
  return {
    clientAddress: readableAddressSql(
      `case when actor_role = '${SHOWN_TO_ADMINS}' and view_as_by_id is null then client_address end`,
    ),
    details: `case when operation <> '${OUTSIDE_THE_APP}' then details end`,
  };
}
