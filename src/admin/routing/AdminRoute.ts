import type { ComponentType } from 'react';

/** react-admin's action names; raAccess maps them onto the permission table. */
export type RaAction = 'list' | 'show' | 'create' | 'edit';

/** One admin route of docs/spec.md §2 and its guard (docs/architecture.md §4). */
export interface AdminRoute {
  /** Exactly the spec's path, relative to /admin. */
  path: string;
  /** The react-admin resource the guard asks about (mapped to a permission area). */
  resource: string;
  action: RaAction;
  /** The path parameter naming a restaurant: tenancy is checked on it and it becomes the current restaurant. */
  restaurantParam?: string;
  /** The screen; a lazy one is fetched ahead when the navigation shows a way to it. */
  screen: ComponentType & { preload?: () => void };
}
