import { useStore } from 'react-admin';
import { currentRestaurantId } from '../providers/currentRestaurant';
import { STORE_KEYS } from '../store';
import { useProfile } from '../useProfile';

/** The current restaurant (remembered per environment) and its setter. */
export function useCurrentRestaurant(): [string | null, (restaurantId: string) => void] {
  const profile = useProfile();
  const [selected, setSelected] = useStore<string | undefined>(STORE_KEYS.selectedRestaurant);
  return [currentRestaurantId(profile, selected), setSelected];
}
