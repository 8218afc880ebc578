import { useStore } from 'react-admin';
import { adminLevel, defaultView, VIEWS, type View } from '../../domain';
import { STORE_KEYS } from '../store';
import { useProfile } from '../useProfile';

/**
 * The sidebar's view: super admins switch between the platform (SUPER_VIEW) and one restaurant
 * (MERCHANT_VIEW); restaurant admins always work in MERCHANT_VIEW.
 */
export function useView(): [View, ((view: View) => void) | null] {
  const profile = useProfile();
  const [stored, setStored] = useStore<string | undefined>(STORE_KEYS.selectedSidebar);
  if (!profile || adminLevel(profile) !== 'IS_SUPERADMIN') return ['MERCHANT_VIEW', null];
  const view = VIEWS.find((v) => v === stored) ?? defaultView(profile);
  return [view, setStored];
}
