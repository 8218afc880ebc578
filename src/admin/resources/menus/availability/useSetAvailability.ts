import { useCallback } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { SoldOutDuration } from '../../../../domain';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { SET_MENU_AVAILABILITY } from '../operations';

export interface AvailabilityChange {
  available: boolean;
  soldOutFor?: SoldOutDuration;
}

/** Sets menus available or sold out; a failure says "Unable to update menu availability. Please try again." and resolves false. */
export function useSetAvailability() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  return useCallback(
    async (ids: string[], change: AvailabilityChange): Promise<boolean> => {
      try {
        await dataProvider.custom('menus', { query: SET_MENU_AVAILABILITY, variables: { ids, ...change } });
        return true;
      } catch {
        notify('errors.failedAvailability', { type: 'error' });
        return false;
      }
    },
    [dataProvider, notify],
  );
}
