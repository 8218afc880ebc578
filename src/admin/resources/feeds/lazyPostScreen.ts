import { lazyWithTimeout } from '../../chunks/lazyWithTimeout';

type ScreenName = Exclude<keyof typeof import('./postScreens'), 'default'>;

/** A post screen from the shared chunk of feeds and promos. */
export function lazyPostScreen(name: ScreenName) {
  return lazyWithTimeout(
    () => import('./postScreens'),
    (screens) => screens[name],
  );
}
