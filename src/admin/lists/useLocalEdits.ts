import { useState } from 'react';

/**
 * Local edits of data read from the server (a new order not saved yet): shown over `source` until
 * `source` changes (read again) or the edits are dropped.
 */
export function useLocalEdits<S, T>(source: S, initial: (source: S) => T) {
  const [draft, setDraft] = useState<{ source: S; value: T } | null>(null);
  const edited = draft !== null && draft.source === source;
  return {
    value: edited ? draft.value : initial(source),
    edited,
    edit: (value: T) => setDraft({ source, value }),
    drop: () => setDraft(null),
  };
}
