import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ENV } from '../../../web/environment';
import { browserSubscription, pushSupported, subscribeBrowser, subscriptionInput } from './browserPush';
import { PUSH_PUBLIC_KEY, REMOVE_PUSH_SUBSCRIPTION, SAVE_PUSH_SUBSCRIPTION } from './operations';

/** `checking` until the browser has answered; `unsupported` and `denied` cannot be switched here. */
export type PushState = 'checking' | 'unsupported' | 'denied' | 'on' | 'off';

/**
 * Whether this browser gets Web Push of new orders, and the switch that changes it. A browser
 * already subscribed is saved again on every visit: the server ties a subscription to the session
 * it was saved in, so signing in again renews it.
 */
export function usePushNotifications() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);

  const save = useCallback(
    (subscription: PushSubscription) =>
      dataProvider.custom('orders', {
        query: SAVE_PUSH_SUBSCRIPTION,
        variables: { subscription: subscriptionInput(subscription) },
      }),
    [dataProvider],
  );

  useEffect(() => {
    let current = true;
    const settle = (next: PushState) => current && setState(next);
    if (!pushSupported()) settle('unsupported');
    else if (Notification.permission === 'denied') settle('denied');
    else
      browserSubscription()
        .then(async (subscription) => {
          if (!subscription || Notification.permission !== 'granted') return settle('off');
          await save(subscription);
          settle('on');
        })
        .catch(() => settle('off'));
    return () => {
      current = false;
    };
  }, [save]);

  const publicKey = useCallback(async () => {
    const key =
      ENV.pushPublicKey ??
      (await dataProvider.query<{ pushPublicKey: string | null }>('orders', { query: PUSH_PUBLIC_KEY, variables: {} }))
        .pushPublicKey;
    if (!key) throw new Error('This server sends no Web Push (no VAPID keys).');
    return key;
  }, [dataProvider]);

  const toggle = useCallback(async () => {
    setBusy(true);
    try {
      if (state === 'on') {
        const subscription = await browserSubscription();
        if (subscription) {
          await dataProvider.custom('orders', {
            query: REMOVE_PUSH_SUBSCRIPTION,
            variables: { endpoint: subscription.endpoint },
          });
          await subscription.unsubscribe();
        }
        setState('off');
        return;
      }
      const subscription = await subscribeBrowser(publicKey);
      if (!subscription) return setState(Notification.permission === 'denied' ? 'denied' : 'off');
      await save(subscription);
      setState('on');
    } catch (error) {
      console.error(error);
      notify('resources.orders.push.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }, [state, dataProvider, publicKey, save, notify]);

  return { state, busy, toggle };
}
