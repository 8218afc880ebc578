import { adminLevel, ownRestaurantIds, type Profile } from '../../domain';

/**
 * The restaurant the admin works in (docs/architecture.md §5): the one chosen in the app bar when the user may
 * reach it, else an ADMIN's first own restaurant. A super admin has none until it chooses one.
 */
export function currentRestaurantId(profile: Profile | null, selected: unknown): string | null {
  if (!profile) return null;
  const chosen = typeof selected === 'string' && selected !== '' ? selected : null;
  if (adminLevel(profile) === 'IS_SUPERADMIN') return chosen;
  const own = ownRestaurantIds(profile);
  return chosen && own.includes(chosen) ? chosen : (own[0] ?? null);
}
