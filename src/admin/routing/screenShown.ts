import { useEffect, useSyncExternalStore } from 'react';

/** How many screens have shown since the admin started (their code arrived and rendered). */
let shown = 0;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Rendered after a screen inside its Suspense: it commits only once the screen's code is there. */
export function ScreenShown() {
  useEffect(() => {
    shown += 1;
    listeners.forEach((listener) => listener());
  }, []);
  return null;
}

export const useScreensShown = (): number => useSyncExternalStore(subscribe, () => shown);
