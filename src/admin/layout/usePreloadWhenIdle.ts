import { useEffect } from 'react';
import { useLoading } from 'react-admin';
import type { NavLink } from './visibleNavItems';

/**
 * The screens the menu leads to are fetched once the screen shown has its data and the browser is
 * idle, so that a click rarely waits for code and the first screen never waits for the others.
 */
export function usePreloadWhenIdle(items: readonly NavLink[]): void {
  const loading = useLoading();
  useEffect(() => {
    if (loading) return;
    const idle = requestIdleCallback(() => items.forEach((item) => item.preload?.()));
    return () => cancelIdleCallback(idle);
  }, [loading, items]);
}
