/** Permission areas of docs/spec.md §6 (permissions.ts grants them; a description may declare an area of its own). */
export const SPEC_AREAS = [
  'restaurants',
  'resto_categories',
  'menu_categories',
  'menus',
  'featured',
  'promos',
  'feeds',
  'tags_management',
  'users',
  'qr',
  'analytics',
  'order_histories',
  'printer_classes',
  'package_menu',
] as const;
export type SpecArea = (typeof SPEC_AREAS)[number];
