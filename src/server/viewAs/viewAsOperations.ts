/**
 * startViewAs and endViewAs. A view-as token is the super admin's own session (its id and
 * session version) plus whom it views as and why, for VIEW_AS_MINUTES at most: once expired it is
 * refused like any expired token. While it is used, context.viewer is the viewed one (viewedViewer.ts)
 * and the guard refuses every mutation but endViewAs, which ends the token for good (endedViews.ts);
 * the super admin's client goes back to the session it kept. Nothing of the viewed user is written.
 */
import { eq } from 'drizzle-orm';
import { VIEW_AS_MINUTES, VIEW_AS_REASON_RULES, VIEW_AS_ROLES, type MessageRef } from '../../domain';
import { signTokenUntil, type ViewAsClaim } from '../auth/jwt';
import { trailOf } from '../audit/auditTrail';
import { loadViewer, type Viewer } from '../auth/viewer';
import { endView, viewAsDigest } from './endedViews';
import { restaurants } from '../db/schema';
import { AppError, assertValid, invalidInput, notFound } from '../graphql/appError';
import { profileOf } from '../graphql/authOperations';
import { isUuid } from '../graphql/crud/listQuery';
import type { Args, GuardedContext, GuardedOperation } from '../graphql/operation';
import { isViewable, viewedViewer } from './viewedViewer';

export const VIEW_AS_SDL = `
type ViewAsBy {
  id: ID!
  email: String!
}

"A super admin's view-as session: who is really there, why, and until when (ISO 8601)."
type ViewAsSession {
  by: ViewAsBy!
  reason: String!
  until: String!
}

extend type Profile {
  "Set while a super admin views the app as this profile: read-only, until it ends."
  viewAs: ViewAsSession
}

extend type Mutation {
  """
  SUPERADMIN: a token that sees the app as one admin (userId), or as a role in one restaurant (role and
  restaurantId), read-only, for ${VIEW_AS_MINUTES} minutes at most; the reason is required.
  """
  startViewAs(userId: ID, role: String, restaurantId: ID, reason: String!): AuthPayload!
  """
  Ends this token's view-as session: from then on the token is refused, by every process. Nothing new is
  signed: the super admin goes back to the session it viewed from, whose token its client kept.
  """
  endViewAs: Boolean!
}
`;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const fieldError = (field: string, ref: MessageRef) => invalidInput({ [field]: ref });

/** What the audit entries of a view's start and end say: why, and whom (a user, or a role in a restaurant). */
function viewedDetails(viewer: Viewer, reason: string) {
  const viewedUser = viewer.viewAs && viewer.id !== viewer.viewAs.by.id;
  return {
    reason,
    ...(viewedUser ? { viewedUserId: viewer.id, viewedEmail: viewer.email } : {}),
    viewedRole: viewer.role,
    viewedRestaurantIds: viewer.restaurants.map((restaurant) => restaurant.uuid),
  };
}

/** Whom the arguments name: one user, or a role and a restaurant, never both. */
async function targetOf(args: Args, context: GuardedContext): Promise<ViewAsClaim> {
  const reason = text(args.reason);
  assertValid({ reason }, { reason: VIEW_AS_REASON_RULES });
  const userId = text(args.userId);
  const [role, restaurantId] = [text(args.role), text(args.restaurantId)];
  if (userId ? role || restaurantId : !role || !restaurantId)
    throw fieldError(userId ? 'role' : 'userId', { key: 'validation.viewAsTarget' });
  if (userId) {
    const user = isUuid(userId) ? await loadViewer(context.db, userId) : undefined;
    if (!user) throw notFound('User');
    if (!isViewable(user)) throw fieldError('userId', { key: 'validation.viewAsUser' });
    return { userId: user.id, reason };
  }
  if (!(VIEW_AS_ROLES as readonly string[]).includes(role))
    throw fieldError('role', { key: 'validation.unknownValue', params: { attr: 'Role' } });
  const [restaurant] = isUuid(restaurantId)
    ? await context.db
        .select({ uuid: restaurants.id, name: restaurants.name })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId))
    : [];
  if (!restaurant) throw notFound('Restaurant');
  return { role, restaurant, reason };
}

async function startViewAs(args: Args, context: GuardedContext) {
  const claim = await targetOf(args, context);
  const { viewer } = context;
  // The profile's end of the view is the token's own expiry, as the token says it.
  const { token: jwtToken, expiresAt } = await signTokenUntil(
    context.config.jwtSecret,
    viewer.id,
    viewer.sessionVersion,
    VIEW_AS_MINUTES * 60,
    claim,
  );
  const viewed = await viewedViewer(
    { get: (id) => loadViewer(context.db, id) },
    viewer,
    { expiresAt, digest: viewAsDigest(jwtToken) },
    claim,
  );
  if (!viewed) throw notFound('User'); // removed between the two reads
  trailOf(context).note(viewedDetails(viewed, claim.reason));
  context.log.info(
    `${viewer.email} views as ${'userId' in claim ? `user ${claim.userId}` : `${claim.role} of ${claim.restaurant.uuid}`} until ${new Date(expiresAt).toISOString()}`,
  );
  return { jwtToken, profile: profileOf(viewed) };
}

async function endViewAs(context: GuardedContext): Promise<true> {
  const { viewAs } = context.viewer;
  if (!viewAs) throw new AppError('FORBIDDEN', { key: 'errors.notViewingAs' });
  trailOf(context).note(viewedDetails(context.viewer, viewAs.reason));
  await endView(context.db, viewAs.digest, viewAs.until, context.now());
  return true;
}

export const VIEW_AS_OPERATIONS: readonly GuardedOperation[] = [
  {
    name: 'startViewAs',
    type: 'Mutation',
    access: { kind: 'superadmin' },
    verb: 'custom',
    // One entry for the operation, its details noted as it runs: the reason and whom (viewedDetails).
    audit: {},
    resolve: (args, context) => startViewAs(args, context),
  },
  {
    name: 'endViewAs',
    type: 'Mutation',
    // Whoever is viewed holds the token; only a view-as token is answered (notViewingAs otherwise).
    access: { kind: 'signedIn' },
    verb: 'custom',
    audit: {},
    whileViewingAs: true,
    resolve: (_args, context) => endViewAs(context),
  },
];
