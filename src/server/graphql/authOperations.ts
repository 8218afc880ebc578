/** `login`, `me` and `logout` (docs/architecture.md §3): the operations of the session. */
import { eq } from 'drizzle-orm';
import { EMAIL_RULES, signInRefusal, validateRecord } from '../../domain';
import { signToken } from '../auth/jwt';
import { verifyPassword } from '../auth/password';
import { endSessions } from '../auth/sessions';
import { loadViewer, type Viewer } from '../auth/viewer';
import { users } from '../db/schema';
import { AppError, invalidInput, rateLimited, signInRequired } from './appError';
import type { RequestContext } from './context';
import type { PublicOperation } from './operation';
import type { SignInOutcome } from '../metrics/metrics';

export const AUTH_SDL = `
type ProfileRestaurant {
  uuid: ID!
  name: String!
}

type Profile {
  id: ID!
  email: String!
  name: String
  role: String!
  restoUuid: ID
  restaurants: [ProfileRestaurant!]!
}

type AuthPayload {
  jwtToken: String!
  profile: Profile!
}

extend type Query {
  me: Profile
}

extend type Mutation {
  login(email: String!, password: String!): AuthPayload!
  "Ends every session of the signed-in user: its tokens, this one included, are refused from now on."
  logout: Boolean!
}
`;

/** A viewer as the API shows it: its view-as session, if any, without the super admin's session version. */
export function profileOf(viewer: Viewer) {
  const { sessionVersion: _sessionVersion, viewAs, ...profile } = viewer;
  return {
    ...profile,
    viewAs: viewAs && {
      by: { id: viewAs.by.id, email: viewAs.by.email },
      reason: viewAs.reason,
      until: viewAs.until.toISOString(),
    },
  };
}

const authFailed = () => new AppError('UNAUTHENTICATED', { key: 'errors.authFailed' });

/**
 * The email is checked first (a well-formed address of at most 254 characters), so nothing
 * larger is ever kept. Then the attempt is rate limited (LoginLimiter: per client address, per
 * email and address, slowed per email), and the password is checked before anything else is said
 * about the account (role, restaurants, inactive, unverified: docs/architecture.md §4–5), so nothing can be
 * learnt about it without its password.
 */
async function login(
  email: string,
  password: string,
  context: RequestContext,
): Promise<{ jwtToken: string; profile: ReturnType<typeof profileOf> }> {
  const normalizedEmail = email.trim().toLowerCase();
  const invalid = validateRecord({ email: normalizedEmail }, { email: EMAIL_RULES });
  if (Object.keys(invalid).length > 0) throw invalidInput(invalid);
  const attempt = await context.loginLimiter.attempt(normalizedEmail, context.clientAddress);
  if (!attempt.allowed) throw rateLimited(attempt.retryAfterSeconds);
  const [user] = await context.db
    .select({ id: users.id, passwordHash: users.passwordHash, active: users.active, verified: users.verified })
    .from(users)
    .where(eq(users.email, normalizedEmail));
  if (!(await verifyPassword(user?.passwordHash ?? undefined, password))) {
    await context.loginLimiter.failed(normalizedEmail);
    throw authFailed();
  }
  await context.loginLimiter.succeeded(normalizedEmail, context.clientAddress);

  const profile = await loadViewer(context.db, user.id);
  if (!profile) throw authFailed(); // deleted between the two reads
  const refusal = signInRefusal(profile) ?? accountRefusal(user);
  if (refusal) throw new AppError('FORBIDDEN', { key: refusal });
  const { jwtSecret, jwtTtlSeconds } = context.config;
  return {
    jwtToken: await signToken(jwtSecret, profile.id, profile.sessionVersion, jwtTtlSeconds),
    profile: profileOf(profile),
  };
}

const OUTCOME_OF_CODE: Partial<Record<string, SignInOutcome>> = {
  UNAUTHENTICATED: 'wrong_credentials',
  RATE_LIMITED: 'rate_limited',
  FORBIDDEN: 'refused',
  BAD_USER_INPUT: 'invalid',
};

/** A sign-in, counted by its outcome in the metrics. */
async function counted<T>(signIn: Promise<T>, { metrics }: RequestContext): Promise<T> {
  try {
    const answer = await signIn;
    metrics?.signIn('signed_in');
    return answer;
  } catch (error) {
    metrics?.signIn((error instanceof AppError && OUTCOME_OF_CODE[error.code]) || 'failed');
    throw error;
  }
}

/** An inactive account cannot sign in; an unverified one verifies its email first (docs/architecture.md §5). */
function accountRefusal(user: { active: boolean; verified: boolean }): string | null {
  if (!user.active) return 'errors.accountInactive';
  return user.verified ? null : 'errors.verifyFirst';
}

async function logout(context: RequestContext): Promise<true> {
  if (!context.viewer) throw signInRequired();
  await endSessions(context.db, context.viewer.id);
  context.tableWrites.written('users');
  return true;
}

export const AUTH_OPERATIONS: PublicOperation[] = [
  {
    name: 'login',
    type: 'Mutation',
    access: { kind: 'public' },
    resolve: (args, context) => counted(login(String(args.email), String(args.password), context), context),
  },
  {
    name: 'me',
    type: 'Query',
    access: { kind: 'public' },
    resolve: async (_args, context) => context.viewer && profileOf(context.viewer),
  },
  {
    // Public in shape, so that it lives beside login; it requires a signed-in viewer itself.
    name: 'logout',
    type: 'Mutation',
    access: { kind: 'public' },
    resolve: (_args, context) => logout(context),
  },
];
