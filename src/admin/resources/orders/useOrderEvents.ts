import { createClient } from 'graphql-ws';
import { useEffect, useRef, useState } from 'react';
import { useLocaleState, useNotify } from 'react-admin';
import { ENV } from '../../../web/environment';
import { authorization } from '../../providers/profileCookie';

export type LiveState = 'connecting' | 'live' | 'lost';
export type OrderEventsSubscription = 'orderEvents' | 'tableOrderEvents';

export interface OrderEventSeen {
  kind: string;
  orderId: string;
}

/**
 * Listens to a restaurant's order events on the live socket (`orderEvents` for order histories, `tableOrderEvents`
 * for the table orders its staff confirm): `onEvent` for each, and again once the connection is back after being lost
 * (what happened while away). Says when the connection is lost and when it is back; it reconnects by itself, and a
 * refused socket (session ended) stops trying. `onEvent` should keep its identity (useCallback).
 */
export function useOrderEvents(
  subscription: OrderEventsSubscription,
  restaurantId: string,
  onEvent: (event: OrderEventSeen | undefined) => void,
): LiveState {
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [state, setState] = useState<LiveState>('connecting');
  const wasLost = useRef(false);
  // Read when the socket (re)connects: a change of language keeps the connection (its refusals come in the new one).
  const localeNow = useRef(locale);
  useEffect(() => {
    localeNow.current = locale;
  }, [locale]);

  useEffect(() => {
    let disposed = false;
    const client = createClient({
      url: ENV.realtimeUrl,
      connectionParams: () => ({ authorization: authorization(), locale: localeNow.current }),
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
            onEvent(undefined);
          }
        },
        closed: () => {
          if (disposed) return; // closed by this page (it left, or listens to another restaurant): nothing was lost
          wasLost.current = true;
          setState('lost');
        },
      },
    });
    const stop = client.subscribe(
      {
        query: `subscription ($restaurantId: ID!) { ${subscription}(restaurantId: $restaurantId) { kind orderId number } }`,
        variables: { restaurantId },
      },
      {
        next: ({ data }) => onEvent((data as Record<string, OrderEventSeen> | null | undefined)?.[subscription]),
        error: (error) => console.warn('[live orders]', error),
        complete: () => undefined,
      },
    );
    return () => {
      disposed = true;
      stop();
      void client.dispose();
    };
  }, [subscription, restaurantId, onEvent, notify]);
  return state;
}
