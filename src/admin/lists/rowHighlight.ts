import type { SxProps } from '@mui/material/styles';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { Identifier, RaRecord } from 'react-admin';

/**
 * How long a row just created (or an order just arrived) stays marked in its list, from when the list first shows it.
 */
export const HIGHLIGHT_MS = 6000;

const marked = new Map<string, ReadonlySet<Identifier>>();
/** The marks whose time runs: a list has shown their row. */
const counting = new Set<string>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const key = (resource: string, id: Identifier) => `${resource}\u0000${String(id)}`;

function setMarks(resource: string, ids: ReadonlySet<Identifier>) {
  marked.set(resource, ids);
  changed();
}

/** Marks a record of `resource` as new: the list showing it highlights its row for a while. */
export function markNew(resource: string, id: Identifier): void {
  setMarks(resource, new Set([...(marked.get(resource) ?? []), id]));
}

/**
 * Starts a shown row's time. It starts when the row is shown rather than when the record was
 * made, so a list that takes a while to load (a slow connection) still shows the mark.
 */
function shown(resource: string, id: Identifier): void {
  if (counting.has(key(resource, id))) return;
  counting.add(key(resource, id));
  setTimeout(() => {
    counting.delete(key(resource, id));
    setMarks(resource, new Set([...(marked.get(resource) ?? [])].filter((other) => other !== id)));
  }, HIGHLIGHT_MS);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// Still, not animated: a row that fades would hold up whoever waits for the page to settle (axe,
// screen readers' snapshots) until its fade ends, and then meet the notification leaving.
const NEW_ROW: SxProps = {
  backgroundColor: 'rgba(21, 101, 192, 0.08)',
  '& > td:first-of-type': { boxShadow: 'inset 4px 0 0 #1565c0' },
};
const NO_SX: SxProps = {};

/** A list's `rowSx`: the rows of records just created or just arrived are marked for a while. */
export function useNewRowSx(resource: string): (record: RaRecord) => SxProps {
  const ids = useSyncExternalStore(subscribe, () => marked.get(resource));
  const rendered = useRef(new Set<Identifier>());
  // After each render: the marked rows it showed start their time.
  useEffect(() => {
    rendered.current.forEach((id) => shown(resource, id));
    rendered.current.clear();
  });
  return useCallback(
    (record: RaRecord) => {
      if (!ids?.has(record.id)) return NO_SX;
      rendered.current.add(record.id);
      return NEW_ROW;
    },
    [ids],
  );
}
