/**
 * The caller's Web Push subscriptions: the key to subscribe with, keeping a browser's subscription
 * and forgetting it. Only users who may read order histories (order_histories:list) subscribe:
 * new orders are all that is pushed.
 */
import { and, eq } from 'drizzle-orm';
import { pushSubscriptions } from '../db/schema';
import { invalidInput } from '../graphql/appError';
import type { GuardedOperation } from '../graphql/operation';

export const PUSH_SDL = `
"A browser's push subscription (PushSubscription.toJSON(): its endpoint and keys)."
input PushSubscriptionInput {
  endpoint: String!
  p256dh: String!
  auth: String!
}

extend type Query {
  "The public key browsers subscribe with (order_histories:list); null when this server sends no push."
  pushPublicKey: String
}

extend type Mutation {
  "Keeps this browser's subscription for the caller, in the request's language: new orders it may see are pushed there."
  savePushSubscription(subscription: PushSubscriptionInput!): Boolean!
  "Forgets one of the caller's browsers."
  removePushSubscription(endpoint: String!): Boolean!
}
`;

const ACCESS = { kind: 'permission', area: 'order_histories', action: 'list' } as const;
const WRITES = ['push_subscriptions'];
const MAX_ENDPOINT = 2048;

const base64urlBytes = (value: unknown) => (typeof value === 'string' && /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64url').length : 0);

function isHttpsUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_ENDPOINT) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Checks the subscription's shape: an https endpoint, a P-256 public key (65 bytes) and a 16-byte secret. */
function subscriptionOf(input: Record<string, unknown>) {
  const invalid = (attr: string) => ({ key: 'validation.invalid', params: { attr } });
  const errors = {
    ...(isHttpsUrl(input.endpoint) ? {} : { endpoint: invalid('Endpoint') }),
    ...(base64urlBytes(input.p256dh) === 65 ? {} : { p256dh: invalid('p256dh') }),
    ...(base64urlBytes(input.auth) === 16 ? {} : { auth: invalid('auth') }),
  };
  if (Object.keys(errors).length) throw invalidInput(errors);
  return { endpoint: input.endpoint as string, p256dh: input.p256dh as string, auth: input.auth as string };
}

export const PUSH_OPERATIONS: readonly GuardedOperation[] = [
  {
    name: 'pushPublicKey',
    type: 'Query',
    access: ACCESS,
    verb: 'custom',
    resolve: async (_args, context) => context.push.publicKey ?? null,
  },
  {
    name: 'savePushSubscription',
    type: 'Mutation',
    access: ACCESS,
    verb: 'custom',
    writes: WRITES,
    async resolve(args, context) {
      const subscription = subscriptionOf((args.subscription ?? {}) as Record<string, unknown>);
      const owner = { userId: context.viewer.id, locale: context.locale, sessionVersion: context.viewer.sessionVersion };
      // One browser, one row: a browser another user subscribed before is now this user's.
      await context.db
        .insert(pushSubscriptions)
        .values({ ...subscription, ...owner })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...subscription, ...owner } });
      return true;
    },
  },
  {
    name: 'removePushSubscription',
    type: 'Mutation',
    access: ACCESS,
    verb: 'custom',
    writes: WRITES,
    async resolve(args, context) {
      await context.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, String(args.endpoint)), eq(pushSubscriptions.userId, context.viewer.id)));
      return true;
    },
  },
];
