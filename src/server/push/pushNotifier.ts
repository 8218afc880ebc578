/**
 * Web Push of new orders to the browsers of the users who may see them (order_histories:list
 * within their reach) and asked for it. Sent in the background once placeOrder has answered: a
 * slow or failing push service never slows or fails an order. Sends queue for PUSH_LIMITS.concurrency
 * connections at a time, each for at most timeoutMs, and past queueMax waiting sends an order's
 * pushes are dropped (logged): no burst of orders makes the server open connections without end.
 * Only endpoints on the push services (pushServices.ts) are sent to: one saved before that rule, or
 * one the push service no longer knows (404, 410), is deleted.
 */
import type { Agent } from 'node:https';
import { and, eq, inArray } from 'drizzle-orm';
import pLimit from 'p-limit';
import webpush, { WebPushError } from 'web-push';
import { formatCurrency, isCurrency, isLocale, signInRefusal, translate, type Locale } from '../../domain';
import type { ViewerCache } from '../auth/viewerCache';
import type { BackgroundTasks } from '../backgroundTasks';
import type { Database } from '../db/database';
import { pushSubscriptions, restaurants, users } from '../db/schema';
import { reachOf, reaches } from '../graphql/crud/access';
import type { Logger } from '../log';
import type { Metrics } from '../metrics/metrics';
import { inSpan, SpanKind } from '../tracing';
import { isPushServiceEndpoint } from './pushServices';
import { vapidAuthorization, type VapidAuthorization } from './vapidAuthorization';
import type { VapidKeys } from './vapidKeys';

export interface NewOrder {
  id: string;
  restaurantId: string;
  number: number;
  total: number;
}

export const PUSH_LIMITS = { concurrency: 8, queueMax: 1_000, timeoutMs: 10_000 } as const;

export interface PushNotifier {
  /** The key browsers subscribe with; undefined when this server sends no push. */
  publicKey: string | undefined;
  /** Pushes the order once `after` settles (the answer has gone), in the background. */
  newOrder(order: NewOrder, after: Promise<void>): void;
  /** Sends nothing more: the waiting sends are dropped, those under way end within timeoutMs. */
  close(): void;
  /** Pushes waiting or being sent now. */
  waiting(): number;
}

/** What the service worker shows, and the order history that opens on a click. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

interface Deps {
  db: Database;
  viewers: ViewerCache;
  background: BackgroundTasks;
  log: Logger;
  keys: VapidKeys | undefined;
  pushServiceHosts: readonly string[];
  /** The TLS agent for push services (tests trust their stand-in's certificate with it). */
  agent?: Agent;
  /** Where dropped pushes are counted. */
  metrics?: Pick<Metrics, 'pushDropped'>;
}

const GONE = new Set([404, 410]);
/** How long a push service keeps a notification for a browser that is offline. */
const TTL_SECONDS = 3600;

/** Whether the user may see the restaurant's orders, as the order history would answer now. */
async function maySee(
  viewers: ViewerCache,
  userId: string,
  sessionVersion: number,
  restaurantId: string,
): Promise<boolean> {
  const viewer = await viewers.get(userId);
  if (!viewer || viewer.sessionVersion !== sessionVersion || signInRefusal(viewer) !== null) return false;
  try {
    return reaches(reachOf(viewer, 'order_histories', 'list', true), restaurantId);
  } catch {
    return false; // FORBIDDEN: no order histories at all
  }
}

export function createPushNotifier({
  db,
  viewers,
  background,
  log,
  keys,
  pushServiceHosts,
  agent,
  metrics,
}: Deps): PushNotifier {
  const limit = pLimit(PUSH_LIMITS.concurrency);
  let closed = false;

  const vapid = keys && vapidAuthorization(keys);

  async function send(order: NewOrder, vapid: VapidAuthorization): Promise<void> {
    const [restaurant] = await db
      .select({ name: restaurants.name, currency: restaurants.currency })
      .from(restaurants)
      .where(eq(restaurants.id, order.restaurantId));
    if (!restaurant || !isCurrency(restaurant.currency)) return;
    const candidates = await db
      .select({
        id: pushSubscriptions.id,
        userId: pushSubscriptions.userId,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        locale: pushSubscriptions.locale,
        sessionVersion: pushSubscriptions.sessionVersion,
      })
      .from(pushSubscriptions)
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .where(and(eq(users.active, true), eq(users.verified, true)));
    const offService = candidates.filter((s) => !isPushServiceEndpoint(s.endpoint, pushServiceHosts)).map((s) => s.id);
    const onService = candidates.filter((s) => !offService.includes(s.id));
    const allowed = await Promise.all(
      onService.map((s) => maySee(viewers, s.userId, s.sessionVersion, order.restaurantId)),
    );
    let recipients = onService.filter((_, i) => allowed[i]);
    if (limit.pendingCount + recipients.length > PUSH_LIMITS.queueMax) {
      log.warn(`push of order ${order.id} dropped: ${limit.pendingCount} pushes are waiting already`);
      metrics?.pushDropped(recipients.length);
      recipients = [];
    }
    const total = formatCurrency(order.total, restaurant.currency);
    const payload = (locale: Locale): PushPayload => ({
      title: translate(locale, 'notifications.newOrderTitle', { number: order.number }),
      body: translate(locale, 'notifications.newOrderBody', { restaurant: restaurant.name, total }),
      url: `/admin/order_histories/${order.restaurantId}?order=${order.id}`,
      tag: `order-${order.id}`,
    });
    const gone: string[] = [...offService];
    const failures: string[] = [];
    await Promise.all(
      recipients.map((s) =>
        limit(async () => {
          if (closed) return;
          try {
            const push = () =>
              webpush.sendNotification(
                { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
                JSON.stringify(payload(isLocale(s.locale) ? s.locale : 'en')),
                {
                  headers: { Authorization: vapid.headerFor(s.endpoint) },
                  TTL: TTL_SECONDS,
                  timeout: PUSH_LIMITS.timeoutMs,
                  agent,
                },
              );
            await inSpan('push send', { 'server.address': new URL(s.endpoint).host }, push, SpanKind.CLIENT);
          } catch (error) {
            if (error instanceof WebPushError && GONE.has(error.statusCode)) gone.push(s.id);
            else
              failures.push(
                `${new URL(s.endpoint).host}: ${error instanceof WebPushError ? `${error.statusCode} ${error.body}` : String(error)}`,
              );
          }
        }),
      ),
    );
    // One line per order, however many browsers failed (a push service that is down fails them all).
    if (failures.length)
      log.warn(
        `push of order ${order.id}: ${failures.length} of ${recipients.length} sends failed, the first: ${failures[0]}`,
      );
    if (gone.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  }

  return {
    publicKey: keys?.publicKey,
    newOrder(order, after) {
      if (vapid && !closed) background.run('push of a new order', () => send(order, vapid), after);
    },
    close() {
      closed = true;
    },
    waiting: () => limit.pendingCount + limit.activeCount,
  };
}
