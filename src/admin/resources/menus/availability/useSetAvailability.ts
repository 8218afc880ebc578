import { useCallback } from 'react';
import type { SoldOutDuration } from '../../../../domain';
import { useCustomMutation } from '../../../providers/useCustomMutation';
import { SET_MENU_AVAILABILITY } from '../operations';

export interface AvailabilityChange {
  available: boolean;
  soldOutFor?: SoldOutDuration;
}

/**
 * Sets menus available or sold out; a failure says "Unable to update menu availability. Please try again." and resolves
 * false.
 */
export function useSetAvailability() {
  const { run } = useCustomMutation<unknown>('menus');
  return useCallback(
    async (ids: string[], change: AvailabilityChange): Promise<boolean> =>
      'data' in
      (await run({
        query: SET_MENU_AVAILABILITY,
        variables: { ids, ...change },
        failure: 'errors.failedAvailability',
      })),
    [run],
  );
}
