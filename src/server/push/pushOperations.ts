/**
 * The caller's Web Push subscriptions: the key to subscribe with, keeping a browser's subscription
 * and forgetting it. Only users who may read order histories (order_histories:list) subscribe:
 * new orders are all that is pushed.
 */
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { pushSubscriptions } from '../db/schema';
import { invalidInput } from '../graphql/appError';
import type { GuardedOperation } from '../graphql/operation';
import { isPushServiceEndpoint } from './pushServices';

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
/** Browsers one user keeps subscribed: the newest; saving one more forgets the least recently saved. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

const base64urlBytes = (value: unknown) =>
  typeof value === 'string' && /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64url').length : 0;

/**
 * Checks the subscription's shape: an endpoint on a browser push service, a P-256 public key (65 bytes) and a 16-byte
 * secret.
 */
function subscriptionOf(input: Record<string, unknown>, pushServiceHosts: readonly string[]) {
  const invalid = (attr: string) => ({ key: 'validation.invalid', params: { attr } });
  const { endpoint } = input;
  const endpointError =
    typeof endpoint !== 'string' || endpoint.length > MAX_ENDPOINT
      ? invalid('Endpoint')
      : isPushServiceEndpoint(endpoint, pushServiceHosts)
        ? undefined
        : { key: 'validation.pushService' };
  const errors = {
    ...(endpointError ? { endpoint: endpointError } : {}),
    ...(base64urlBytes(input.p256dh) === 65 ? {} : { p256dh: invalid('p256dh') }),
    ...(base64urlBytes(input.auth) === 16 ? {} : { auth: invalid('auth') }),
  };
  if (Object.keys(errors).length) throw invalidInput(errors);
  return { endpoint: endpoint as string, p256dh: input.p256dh as string, auth: input.auth as string };
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
    audit: {},
    async resolve(args, context) {
      const subscription = subscriptionOf(
        (args.subscription ?? {}) as Record<string, unknown>,
        context.config.pushServiceHosts,
      );
      const owner = {
        userId: context.viewer.id,
        locale: context.locale,
        sessionVersion: context.viewer.sessionVersion,
        createdAt: context.now(),
      };
      // One browser, one row: a browser another user subscribed before is now this user's.
      await context.db
        .insert(pushSubscriptions)
        .values({ ...subscription, ...owner })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...subscription, ...owner } });
      const newest = context.db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, context.viewer.id))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .limit(MAX_SUBSCRIPTIONS_PER_USER);
      await context.db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, context.viewer.id), notInArray(pushSubscriptions.id, newest)));
      return true;
    },
  },
  {
    name: 'removePushSubscription',
    type: 'Mutation',
    access: ACCESS,
    verb: 'custom',
    writes: WRITES,
    audit: {},
    async resolve(args, context) {
      await context.db
        .delete(pushSubscriptions)
        .where(
          and(eq(pushSubscriptions.endpoint, String(args.endpoint)), eq(pushSubscriptions.userId, context.viewer.id)),
        );
      return true;
    },
  },
];
