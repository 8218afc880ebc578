import { createElement } from 'react';
import { lazyWithTimeout } from '../../chunks/lazyWithTimeout';
import type { AdminRoute } from '../../routing/AdminRoute';
import type { DescribedScreenProps } from './DescribedDescriptor';

export type DescribedScreen = 'list' | 'create' | 'edit';

/** The default screens, each a chunk of its own shared by every described resource. */
const DEFAULT_SCREENS = {
  list: lazyWithTimeout<DescribedScreenProps>(() => import('./DescribedList')),
  create: lazyWithTimeout<DescribedScreenProps>(() => import('./DescribedCreate')),
  edit: lazyWithTimeout<DescribedScreenProps>(() => import('./DescribedEdit')),
};

/** A default screen bound to a description, as a route shows it (and fetches it ahead). */
export function defaultScreen(screen: DescribedScreen, props: DescribedScreenProps): AdminRoute['screen'] {
  const Lazy = DEFAULT_SCREENS[screen];
  return Object.assign(() => createElement(Lazy, props), { preload: Lazy.preload });
}
