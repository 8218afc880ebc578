import type { ComponentType } from 'react';
import { lazyWithTimeout } from '../../chunks/lazyWithTimeout';

type ScreenName = Exclude<keyof typeof import('./postScreens'), 'default'>;

/** A post screen from the shared chunk of feeds and promos. */
export function lazyPostScreen(name: ScreenName) {
  const load = async (): Promise<{ default: ComponentType<object> }> => ({ default: (await import('./postScreens'))[name] });
  return lazyWithTimeout(load);
}
