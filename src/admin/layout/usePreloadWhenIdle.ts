import { useEffect } from 'react';
import { useLoading } from 'react-admin';
import { useScreensShown } from '../routing/screenShown';
import type { NavLink } from './visibleNavItems';

/** How long nothing loads before the menu's screens are fetched: the screen shown has all it asked for. */
const SETTLED_MS = 1000;

/**
 * The screens the menu leads to are fetched once a screen has shown with its data and the browser
 * is idle, so that a click rarely waits for code and the first screen never waits for the others.
 */
export function usePreloadWhenIdle(items: readonly NavLink[]): void {
  const loading = useLoading();
  const screensShown = useScreensShown();
  useEffect(() => {
    if (loading || screensShown === 0) return;
    let idle: number | undefined;
    const settled = setTimeout(
      () => (idle = requestIdleCallback(() => items.forEach((item) => item.preload?.()))),
      SETTLED_MS,
    );
    return () => {
      clearTimeout(settled);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [loading, screensShown, items]);
}
