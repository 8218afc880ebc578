import type { SxProps } from '@mui/material/styles';
import { useCallback, useSyncExternalStore } from 'react';
import type { Identifier, RaRecord } from 'react-admin';

/** How long a row just created (or an order just arrived) stays marked in its list. */
export const HIGHLIGHT_MS = 6000;

const marked = new Map<string, ReadonlySet<Identifier>>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function setMarks(resource: string, ids: ReadonlySet<Identifier>) {
  marked.set(resource, ids);
  changed();
}

/** Marks a record of `resource` as new: the list showing it highlights its row for a while. */
export function markNew(resource: string, id: Identifier): void {
  setMarks(resource, new Set([...(marked.get(resource) ?? []), id]));
  setTimeout(() => setMarks(resource, new Set([...(marked.get(resource) ?? [])].filter((other) => other !== id))), HIGHLIGHT_MS);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// Still, not animated: a row that fades would hold up whoever waits for the page to settle (axe,
// screen readers' snapshots) until its fade ends, and then meet the notification leaving.
const NEW_ROW: SxProps = { backgroundColor: 'rgba(21, 101, 192, 0.08)', '& > td:first-of-type': { boxShadow: 'inset 4px 0 0 #1565c0' } };
const NO_SX: SxProps = {};

/** A list's `rowSx`: the rows of records just created or just arrived are marked for a while. */
export function useNewRowSx(resource: string): (record: RaRecord) => SxProps {
  const ids = useSyncExternalStore(subscribe, () => marked.get(resource));
  return useCallback((record: RaRecord) => (ids?.has(record.id) ? NEW_ROW : NO_SX), [ids]);
}
