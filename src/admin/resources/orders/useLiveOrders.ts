import { useCallback } from 'react';
import { useListContext } from 'react-admin';
import { markNew } from '../../lists/rowHighlight';
import { useOrderEvents, type LiveState, type OrderEventSeen } from './useOrderEvents';

/**
 * Keeps the open order history live: on each order placed or changed in the restaurant the list's
 * page (and so its totals) is read again, and only that; a new order's row is highlighted.
 */
export function useLiveOrders(restaurantId: string): LiveState {
  const { refetch } = useListContext();
  const onEvent = useCallback(
    (event: OrderEventSeen | undefined) => {
      if (event?.kind === 'PLACED') markNew('orders', event.orderId);
      void refetch();
    },
    [refetch],
  );
  return useOrderEvents('orderEvents', restaurantId, onEvent);
}
