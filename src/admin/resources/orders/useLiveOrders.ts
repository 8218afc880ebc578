import { createClient } from 'graphql-ws';
import { useEffect, useRef, useState } from 'react';
import { useListContext, useLocaleState, useNotify } from 'react-admin';
import { ENV } from '../../../web/environment';
import { markNew } from '../../lists/rowHighlight';
import { authorization } from '../../providers/profileCookie';

const SUBSCRIBE =
  'subscription ($restaurantId: ID!) { orderEvents(restaurantId: $restaurantId) { kind orderId number } }';

export type LiveState = 'connecting' | 'live' | 'lost';

/**
 * Keeps the open order history live: on each order placed or changed in the restaurant the list's
 * page (and so its totals) is read again, and only that; a new order's row is highlighted. Says when the connection is
 * lost and when it is back; it
 * reconnects by itself, and a refused socket (session ended) stops trying.
 */
export function useLiveOrders(restaurantId: string): LiveState {
  const { refetch } = useListContext();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [state, setState] = useState<LiveState>('connecting');
  const wasLost = useRef(false);

  useEffect(() => {
    const client = createClient({
      url: ENV.realtimeUrl,
      connectionParams: () => ({ authorization: authorization(), locale }),
      retryAttempts: Infinity,
      shouldRetry: (event) =>
        !(event && typeof event === 'object' && 'code' in event && [4401, 4403].includes((event as CloseEvent).code)),
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** retries, 10_000))),
      on: {
        connected: () => {
          setState('live');
          if (wasLost.current) {
            wasLost.current = false;
            notify('resources.orders.live.back', { type: 'success' });
            void refetch(); // what happened while away
          }
        },
        closed: () => {
          wasLost.current = true;
          setState('lost');
        },
      },
    });
    const stop = client.subscribe(
      { query: SUBSCRIBE, variables: { restaurantId } },
      {
        next: ({ data }) => {
          const event = (data as { orderEvents?: { kind: string; orderId: string } } | null | undefined)?.orderEvents;
          if (event?.kind === 'PLACED') markNew('orders', event.orderId);
          void refetch();
        },
        error: (error) => console.warn('[live orders]', error),
        complete: () => undefined,
      },
    );
    return () => {
      stop();
      void client.dispose();
    };
  }, [restaurantId, locale, refetch, notify]);
  return state;
}
