/**
 * View as: a super admin sees the app as an admin, or as a role in one restaurant, for 30
 * minutes at most. Every permission and tenancy rule is the viewed one's, every mutation but endViewAs
 * is refused, nothing of the viewed user changes, and ending the super admin's session ends its views.
 */
import { createHash } from 'node:crypto';
import { desc, eq, inArray } from 'drizzle-orm';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLInputType,
} from 'graphql';
import { decodeJwt } from 'jose';
import { expect, it, vi } from 'vitest';
import { signToken } from '../../src/server/auth/jwt';
import { auditEntries, endedViewAs, menus, users } from '../../src/server/db/schema';
import { operationsOf } from '../../src/server/graphql/operations';
import { buildSchema } from '../../src/server/graphql/schema';
import { actors } from './support/actors';
import { ADMIN, CASHIER, DEMO_RESTAURANT_IDS, MULTI_ADMIN, SUPERADMIN } from './support/demo';
import { describeOnEachDatabase, type GraphQLResponse } from './support/testServer';

const RESTAURANT_A = DEMO_RESTAURANT_IDS.warungNusantara;
const RESTAURANT_B = DEMO_RESTAURANT_IDS.kopiKita;

const START = `mutation ($userId: ID, $role: String, $restaurantId: ID, $reason: String!) {
  startViewAs(userId: $userId, role: $role, restaurantId: $restaurantId, reason: $reason) {
    jwtToken
    profile { id email role restoUuid restaurants { uuid name } viewAs { by { id email } reason until } }
  }
}`;
const END = 'mutation { endViewAs }';
const ME = '{ me { id email role restaurants { uuid } viewAs { by { id email } reason until } } }';

interface Started {
  startViewAs: {
    jwtToken: string;
    profile: {
      id: string;
      role: string;
      restoUuid: string | null;
      restaurants: { uuid: string; name: string }[];
      viewAs: { by: { id: string; email: string }; reason: string; until: string };
    };
  };
}

const schema = buildSchema();

/** A value of the input type that GraphQL accepts (the refusal comes before any handler looks at it). */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(fields.map((field) => [field.name, sample(field.type)]));
  }
  if (isEnumType(type)) return type.getValues()[0].value;
  const samples: Record<string, unknown> = { ID: RESTAURANT_A, String: 'x', Int: 1, Float: 1, Boolean: false };
  return samples[getNamedType(type).name];
}

/** A call of a mutation with every argument given, as a document and its variables. */
function callOf(name: string): { query: string; variables: Record<string, unknown> } {
  const field = schema.getMutationType()?.getFields()[name];
  if (!field) throw new Error(`no mutation ${name}`);
  const declarations = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passing = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return {
    query: `mutation${declarations ? ` (${declarations})` : ''} { ${name}${passing ? `(${passing})` : ''}${selection} }`,
    variables: Object.fromEntries(field.args.map((arg) => [arg.name, sample(arg.type)])),
  };
}

describeOnEachDatabase('view as', (server) => {
  const { asToken: send, okToken: ok } = actors(server);
  const superadmin = () => server().tokenFor(SUPERADMIN.id);
  const viewAsAdminOfA = async (reason = 'Checking what the admin of Warung sees') =>
    (await ok<Started>(await superadmin(), START, { role: 'ADMIN', restaurantId: RESTAURANT_A, reason })).startViewAs;
  const expectError = (response: GraphQLResponse, code: string, messageKey: string) =>
    expect(response.errors?.[0]?.extensions, JSON.stringify(response.errors)).toMatchObject({ code, messageKey });
  const userRow = async (id: string) =>
    (
      await server()
        .server.database.db.select({ sessionVersion: users.sessionVersion, updatedAt: users.updatedAt })
        .from(users)
        .where(eq(users.id, id))
    )[0];

  it('an ADMIN cannot start viewing as anyone', async () => {
    const response = await send(await server().tokenFor(MULTI_ADMIN.id), START, {
      userId: ADMIN.id,
      reason: 'Curious',
    });
    expectError(response, 'FORBIDDEN', 'errors.forbidden');
  });

  it('the reason is required, at most 200 characters, and one target is named', async () => {
    const token = await superadmin();
    const fieldErrors = async (variables: Record<string, unknown>) => {
      const response = await send(token, START, variables);
      expectError(response, 'BAD_USER_INPUT', 'errors.fieldsHaveErrors');
      return response.errors?.[0]?.extensions?.fieldErrors;
    };
    expect(await fieldErrors({ userId: ADMIN.id, reason: '   ' })).toEqual({ reason: 'validation.required' });
    expect(await fieldErrors({ userId: ADMIN.id, reason: 'x'.repeat(201) })).toEqual({
      reason: 'validation.maxLength',
    });
    expect(await fieldErrors({ reason: 'No one' })).toEqual({ userId: 'validation.viewAsTarget' });
    expect(await fieldErrors({ userId: ADMIN.id, role: 'ADMIN', restaurantId: RESTAURANT_A, reason: 'Both' })).toEqual({
      role: 'validation.viewAsTarget',
    });
    expect(await fieldErrors({ role: 'CASHIER', restaurantId: RESTAURANT_A, reason: 'A cashier' })).toEqual({
      role: 'validation.unknownValue',
    });
    // Only admins who sign in to this app: not a cashier, not a super admin.
    expect(await fieldErrors({ userId: CASHIER.id, reason: 'A cashier' })).toEqual({ userId: 'validation.viewAsUser' });
    expect(await fieldErrors({ userId: SUPERADMIN.id, reason: 'Myself' })).toEqual({ userId: 'validation.viewAsUser' });
    expectError(
      await send(token, START, {
        role: 'ADMIN',
        restaurantId: '00000000-0000-4000-8000-000000000000',
        reason: 'Nowhere',
      }),
      'NOT_FOUND',
      'errors.notFound',
    );
  });

  it('viewing as ADMIN of restaurant A: the profile is that admin of A alone, for 30 minutes, with the super admin behind', async () => {
    const started = await viewAsAdminOfA();
    expect(started.profile).toMatchObject({
      role: 'ADMIN',
      restoUuid: RESTAURANT_A,
      restaurants: [{ uuid: RESTAURANT_A, name: 'Warung Nusantara' }],
      viewAs: { by: { id: SUPERADMIN.id, email: SUPERADMIN.email }, reason: 'Checking what the admin of Warung sees' },
    });
    const { exp, iat, sub } = decodeJwt(started.jwtToken);
    expect(sub).toBe(SUPERADMIN.id); // the real identity
    expect((exp as number) - (iat as number)).toBe(30 * 60);
    expect(new Date(started.profile.viewAs.until).getTime()).toBe((exp as number) * 1000);
    const { me } = await ok<{ me: { role: string; restaurants: unknown[]; viewAs: unknown } }>(started.jwtToken, ME);
    expect(me).toMatchObject({ role: 'ADMIN', restaurants: [{ uuid: RESTAURANT_A }], viewAs: started.profile.viewAs });
  });

  it('the view ends when its token does, to the second, even when the clock passes a second while it starts', async () => {
    const token = await superadmin();
    const clock = Date.now.bind(Date);
    let readings = 0;
    // Every reading of the clock a second after the one before.
    const ticking = vi.spyOn(Date, 'now').mockImplementation(() => clock() + 1000 * readings++);
    let started: Started['startViewAs'];
    try {
      started = (
        await ok<Started>(token, START, { role: 'ADMIN', restaurantId: RESTAURANT_A, reason: 'A slow second' })
      ).startViewAs;
    } finally {
      ticking.mockRestore();
    }
    expect(new Date(started.profile.viewAs.until).getTime()).toBe((decodeJwt(started.jwtToken).exp as number) * 1000);
  });

  it('while viewing as ADMIN of A, lists hold only A’s rows and B’s rows by id are NOT_FOUND', async () => {
    const { jwtToken } = await viewAsAdminOfA();
    const { allRestaurants } = await ok<{ allRestaurants: { id: string }[] }>(
      jwtToken,
      '{ allRestaurants(perPage: 100) { id } }',
    );
    expect(allRestaurants).toEqual([{ id: RESTAURANT_A }]);
    const { allMenus } = await ok<{ allMenus: { restaurantId: string }[] }>(
      jwtToken,
      '{ allMenus(perPage: 100) { restaurantId } }',
    );
    expect(allMenus.length).toBeGreaterThan(0);
    expect(new Set(allMenus.map((menu) => menu.restaurantId))).toEqual(new Set([RESTAURANT_A]));

    const [menuOfB] = await server()
      .server.database.db.select({ id: menus.id })
      .from(menus)
      .where(eq(menus.restaurantId, RESTAURANT_B))
      .limit(1);
    expectError(
      await send(jwtToken, 'query ($id: ID!) { Menu(id: $id) { id } }', { id: menuOfB.id }),
      'NOT_FOUND',
      'errors.notFound',
    );
    expectError(
      await send(jwtToken, 'query ($id: ID!) { Restaurant(id: $id) { id } }', { id: RESTAURANT_B }),
      'NOT_FOUND',
      'errors.notFound',
    );
    // The super admin's own areas are not the viewed admin's: promos are refused.
    expectError(await send(jwtToken, '{ allPromos { id } }'), 'FORBIDDEN', 'errors.forbidden');
  });

  const mutations = operationsOf()
    .filter((operation) => operation.type === 'Mutation' && operation.name !== 'endViewAs')
    .map((operation) => operation.name);

  it(`every mutation but endViewAs is refused while viewing, in both languages (${mutations.length} mutations)`, async () => {
    const { jwtToken } = await viewAsAdminOfA();
    expect(mutations).toEqual(
      expect.arrayContaining(['login', 'logout', 'startViewAs', 'updateMenu', 'createRestaurant']),
    );
    for (const name of mutations) {
      const { query, variables } = callOf(name);
      const response = await send<Record<string, unknown>>(jwtToken, query, variables);
      expect(response.errors?.[0], `${name}: ${JSON.stringify(response.errors)}`).toMatchObject({
        message: 'You are viewing as someone else: changes are not allowed.',
        extensions: { code: 'FORBIDDEN', messageKey: 'errors.viewingAs' },
      });
    }
    const indonesian = await server().gql(callOf('updateMenu').query, callOf('updateMenu').variables, {
      token: jwtToken,
      locale: 'id',
    });
    expect(indonesian.errors?.[0]?.message).toBe('Anda sedang melihat sebagai orang lain: perubahan tidak diizinkan.');
  });

  it('viewing as a user is that user’s own profile and reach; its session version and row stay as they were', async () => {
    const before = await userRow(MULTI_ADMIN.id);
    const { startViewAs } = await ok<Started>(await superadmin(), START, {
      userId: MULTI_ADMIN.id,
      reason: 'Support ticket 42',
    });
    expect(startViewAs.profile).toMatchObject({
      id: MULTI_ADMIN.id,
      role: 'ADMIN',
      viewAs: { by: { id: SUPERADMIN.id }, reason: 'Support ticket 42' },
    });
    const token = startViewAs.jwtToken;
    const { allRestaurants } = await ok<{ allRestaurants: { id: string }[] }>(
      token,
      '{ allRestaurants(perPage: 100) { id } }',
    );
    expect(allRestaurants.map((r) => r.id).sort()).toEqual([...MULTI_ADMIN.restaurantIds].sort());
    expectError(
      await send(token, 'mutation ($id: ID!) { updateUser(id: $id, data: { name: "Changed while viewing" }) { id } }', {
        id: MULTI_ADMIN.id,
      }),
      'FORBIDDEN',
      'errors.viewingAs',
    );
    // The viewed user's own session goes on.
    await ok(await server().tokenFor(MULTI_ADMIN.id), ME);
    await ok(token, END);
    expect(await userRow(MULTI_ADMIN.id)).toEqual(before);
  });

  it('the start and the end are audited with the reason, whom was viewed, and the super admin behind', async () => {
    const { startViewAs } = await ok<Started>(await superadmin(), START, { userId: ADMIN.id, reason: 'Audited view' });
    await ok(startViewAs.jwtToken, END);
    const entries = await server()
      .server.database.db.select({
        operation: auditEntries.operation,
        actorId: auditEntries.actorId,
        viewAsById: auditEntries.viewAsById,
        details: auditEntries.details,
      })
      .from(auditEntries)
      .where(inArray(auditEntries.operation, ['startViewAs', 'endViewAs']))
      .orderBy(desc(auditEntries.at))
      .limit(2);
    const viewed = {
      reason: 'Audited view',
      viewedUserId: ADMIN.id,
      viewedEmail: ADMIN.email,
      viewedRole: 'ADMIN',
      viewedRestaurantIds: ADMIN.restaurantIds,
    };
    expect(entries.map((entry) => ({ ...entry, details: JSON.parse(entry.details as string) as unknown }))).toEqual([
      { operation: 'endViewAs', actorId: ADMIN.id, viewAsById: SUPERADMIN.id, details: viewed },
      { operation: 'startViewAs', actorId: SUPERADMIN.id, viewAsById: null, details: viewed },
    ]);
  });

  it('an expired view-as token is refused like any expired token', async () => {
    const [{ sessionVersion }] = [await userRow(SUPERADMIN.id)];
    const expired = await signToken(server().server.config.jwtSecret, SUPERADMIN.id, sessionVersion, -1, {
      role: 'ADMIN',
      restaurant: { uuid: RESTAURANT_A, name: 'Warung Nusantara' },
      reason: 'Long ago',
    });
    const response = await send(expired, ME);
    expectError(response, 'UNAUTHENTICATED', 'errors.unauthenticated');
    expect(response.errors?.[0].message).toContain('context creation');
  });

  it("endViewAs ends the view-as token for good and signs nothing new; the super admin's own session goes on; without a view it is refused", async () => {
    const own = await superadmin();
    const { startViewAs } = await ok<Started>(own, START, {
      role: 'ADMIN',
      restaurantId: RESTAURANT_A,
      reason: 'Ended for good',
    });
    expect(await ok<{ endViewAs: boolean }>(startViewAs.jwtToken, END)).toEqual({ endViewAs: true });
    // A copy of the view-as token is worth nothing from then on: not to read, not to end the view again.
    expectError(await send(startViewAs.jwtToken, ME), 'UNAUTHENTICATED', 'errors.unauthenticated');
    expectError(await send(startViewAs.jwtToken, END), 'UNAUTHENTICATED', 'errors.unauthenticated');
    const { me } = await ok<{ me: { role: string; viewAs: null } }>(own, ME);
    expect(me).toMatchObject({ role: 'SUPERADMIN', viewAs: null });
    const { createTag } = await ok<{ createTag: { id: string } }>(
      own,
      'mutation { createTag(data: { name: "Made after viewing" }) { id } }',
    );
    expect(createTag.id).toBeTruthy();
    expectError(await send(own, END), 'FORBIDDEN', 'errors.notViewingAs');
    // What is kept is the token's digest, until it would have expired; never the token.
    const kept = await server().server.database.db.select().from(endedViewAs);
    expect(kept.map((row) => row.tokenDigest)).not.toContain(startViewAs.jwtToken);
    expect(
      kept.find((row) => row.tokenDigest === createHash('sha256').update(startViewAs.jwtToken).digest('hex'))
        ?.expiresAt,
    ).toEqual(new Date(startViewAs.profile.viewAs.until));
  });

  it('signing the super admin out ends its view-as tokens too', async () => {
    const own = await superadmin();
    const { startViewAs } = await ok<Started>(own, START, {
      role: 'ADMIN',
      restaurantId: RESTAURANT_B,
      reason: 'Before signing out',
    });
    await ok(startViewAs.jwtToken, ME);
    await ok(own, 'mutation { logout }');
    const response = await send(startViewAs.jwtToken, ME);
    expectError(response, 'UNAUTHENTICATED', 'errors.unauthenticated');
  });
});
