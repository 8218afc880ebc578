/**
 * Users: fields and their rules, tenancy through user_restaurants, every escalation an
 * ADMIN could try refused with nothing written, sessions ended by the changes that must end them,
 * and an inactive user refused at sign-in. What a refused write leaves is read from the database.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEMO_STAFF } from '../../src/server/db/demo/staff';
import { DEMO_RESTAURANTS } from '../../src/server/db/demoData';
import { userRestaurants, users } from '../../src/server/db/schema';
import { EMAIL_CONFLICTS } from '../../src/server/graphql/resources/users';
import { actors } from './support/actors';
import { ADMIN, DEMO_RESTAURANT_IDS, MULTI_ADMIN, SUPERADMIN, UNOWNED_RESTAURANT_ID } from './support/demo';
import { describeOnEachDatabase } from './support/testServer';

const FIELDS = 'id email name phone role restaurantIds restoUuid provider active verified status collection';
const CREATE = `mutation ($data: UserInput!) { createUser(data: $data) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $data: UserInput!) { updateUser(id: $id, data: $data) { ${FIELDS} } }`;
const code = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  response.errors?.[0]?.extensions?.code;
const UPDATE_MANY =
  'mutation ($ids: [ID!]!, $data: UserInput!) { updateUsers(ids: $ids, data: $data) { id active status } }';
const DELETE = 'mutation ($id: ID!) { deleteUser(id: $id) { id } }';
const GET = `query ($id: ID!) { User(id: $id) { ${FIELDS} } }`;
const LIST =
  'query ($filter: UserFilter, $perPage: Int) { allUsers(filter: $filter, perPage: $perPage) { id email } _allUsersMeta(filter: $filter) { count } }';
const LOGIN =
  'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { jwtToken } }';

const PASSWORD = 'Strong#2026';
const WARUNG = DEMO_RESTAURANT_IDS.warungNusantara;
const KOPI = DEMO_RESTAURANT_IDS.kopiKita;
const HARBOUR = DEMO_RESTAURANT_IDS.harbourBistro;

interface User {
  id: string;
  email: string;
  role: string;
  restaurantIds: string[];
  restoUuid: string | null;
  active: boolean;
  verified: boolean;
  status: string;
  collection: string;
}

describeOnEachDatabase('users', (server) => {
  const { as, ok } = actors(server);
  const db = () => server().server.database.db;
  let serial = 0;
  const email = () => `user${++serial}@example.com`;

  /** Every user row and link, to prove a refused write changed nothing. */
  const snapshot = async () => ({
    users: await db().select().from(users).orderBy(asc(users.id)),
    links: await db()
      .select()
      .from(userRestaurants)
      .orderBy(asc(userRestaurants.userId), asc(userRestaurants.restaurantId)),
  });
  const stored = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];

  const staff = (restaurantIds: string[], extra: Record<string, unknown> = {}) => ({
    email: email(),
    name: `Staff ${serial}`,
    role: 'CASHIER',
    restaurantIds,
    restoUuid: restaurantIds[0],
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    ...extra,
  });
  const create = async (data: Record<string, unknown>) =>
    (await ok<{ createUser: User }>(SUPERADMIN, CREATE, { data })).createUser;

  /** A token of the user's current session, and whether the server still accepts it. */
  const token = (id: string) => server().tokenFor(id);
  const accepted = async (jwt: string) => {
    const response = await server().gql<{ me: { id: string } | null }>('{ me { id } }', undefined, { token: jwt });
    if (!response.errors) return true;
    expect(response.errors[0].extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      messageKey: 'errors.unauthenticated',
    });
    return false;
  };

  it('a super admin creates an ADMIN for one restaurant: email stored lower-case, password as an argon2 hash, unverified until it verifies its email', async () => {
    const address = `New.Admin${++serial}@Example.COM`;
    const user = await create({ ...staff([HARBOUR]), email: ` ${address} `, role: 'ADMIN' });
    expect(user).toMatchObject({
      email: address.toLowerCase(),
      role: 'ADMIN',
      restaurantIds: [HARBOUR],
      restoUuid: HARBOUR,
      provider: 1,
      active: true,
      verified: false,
      status: 'UNVERIFIED',
      collection: 'resto_users',
    });
    const row = await stored(user.id);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(PASSWORD);
    const probe = await as(SUPERADMIN, `query ($id: ID!) { User(id: $id) { passwordHash } }`, { id: user.id });
    expect(probe.errors?.[0].message).toContain('Cannot query field "passwordHash"');
  });

  it('an invited user is created without a password (it sets one through its verification link); without the invitation a password is required', async () => {
    const invited = await create({
      ...staff([WARUNG]),
      password: undefined,
      passwordConfirmation: undefined,
      invite: true,
    });
    expect((await stored(invited.id)).passwordHash).toBeNull();

    const before = await snapshot();
    const missing = await as(SUPERADMIN, CREATE, {
      data: { ...staff([WARUNG]), password: '', passwordConfirmation: '' },
    });
    expect(missing.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { password: 'validation.required' },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('every field rule answers on its field, in the user’s language, and nothing is written', async () => {
    const before = await snapshot();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ password: 'weakpass', passwordConfirmation: 'weakpass' }, { password: 'validation.passwordWeak' }],
      [{ passwordConfirmation: 'Other#2026' }, { passwordConfirmation: 'validation.passwordMismatch' }],
      [{ email: 'not-an-email' }, { email: 'validation.invalid' }],
      [{ name: ' ' }, { name: 'validation.required' }],
      [{ role: 'OWNER' }, { role: 'validation.unknownValue' }],
      [
        { restaurantIds: [], restoUuid: null },
        { restaurantIds: 'validation.minSelected', restoUuid: 'validation.required' },
      ],
      [{ restaurantIds: [WARUNG], restoUuid: KOPI }, { restoUuid: 'validation.mainRestaurant' }],
      [
        { role: 'SUPERADMIN' },
        { restaurantIds: 'validation.superadminNoRestaurant', restoUuid: 'validation.superadminNoRestaurant' },
      ],
      [{ pin: '12ab56' }, { pin: 'validation.invalid' }],
      [{ role: 'MANAGER', pin: '123456' }, { pin: 'validation.pinPosOnly' }],
      [{ provider: 2 }, { provider: 'validation.unknownValue' }],
      [{ phone: 'call me' }, { phone: 'validation.invalid' }],
    ];
    for (const [change, fieldErrors] of cases) {
      const response = await as(SUPERADMIN, CREATE, { data: { ...staff([WARUNG]), ...change } });
      expect(response.errors?.[0].extensions, JSON.stringify(change)).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors,
      });
    }
    const indonesian = await as(
      SUPERADMIN,
      CREATE,
      { data: { ...staff([WARUNG]), passwordConfirmation: 'Other#2026' } },
      'id',
    );
    expect(indonesian.errors?.[0].message).toBe('Ada kesalahan pada isian Anda.');
    expect(await snapshot()).toEqual(before);
  });

  it('an email already registered, in any case, is a CONFLICT on the email field: "Email has already registered"', async () => {
    const before = await snapshot();
    const taken = await as(SUPERADMIN, CREATE, { data: { ...staff([WARUNG]), email: ADMIN.email.toUpperCase() } });
    expect(taken.errors?.[0]).toMatchObject({
      message: 'Email has already registered',
      extensions: { code: 'CONFLICT', field: 'email' },
    });
    const rename = await as(SUPERADMIN, UPDATE, { id: DEMO_STAFF[0].id, data: { email: MULTI_ADMIN.email } });
    expect(rename.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', field: 'email' });
    expect(await snapshot()).toEqual(before);
  });

  it('a POS PIN is stored as a hash and never readable; a super admin has no restaurants and is in the superadmins collection', async () => {
    const cashier = await create(staff([WARUNG], { pin: '246810' }));
    const row = await stored(cashier.id);
    expect(row.pinHash).toMatch(/^\$argon2id\$/);
    expect(
      (await as(SUPERADMIN, 'query ($id: ID!) { User(id: $id) { pinHash } }', { id: cashier.id })).errors?.[0].message,
    ).toContain('Cannot query field');

    const promoted = (
      await ok<{ updateUser: User }>(SUPERADMIN, UPDATE, {
        id: cashier.id,
        data: { role: 'SUPERADMIN', restaurantIds: [], restoUuid: null },
      })
    ).updateUser;
    expect(promoted).toMatchObject({
      role: 'SUPERADMIN',
      restaurantIds: [],
      restoUuid: null,
      collection: 'superadmins',
    });
  });

  it('an ADMIN reads the users who share one of its restaurants, and no others, not even by id', async () => {
    const shared = await create(staff([WARUNG, KOPI]));
    const foreign = await create(staff([KOPI]));
    const { allUsers, _allUsersMeta } = await ok<{ allUsers: { id: string }[]; _allUsersMeta: { count: number } }>(
      ADMIN,
      LIST,
      { perPage: 100 },
    );
    const linked = await db()
      .selectDistinct({ id: userRestaurants.userId })
      .from(userRestaurants)
      .where(eq(userRestaurants.restaurantId, WARUNG));
    expect(_allUsersMeta.count).toBe(linked.length);
    expect(allUsers.map((u) => u.id)).toContain(shared.id);
    expect(allUsers.map((u) => u.id)).not.toContain(foreign.id);
    const byId = await as(ADMIN, GET, { id: foreign.id });
    expect(byId.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect((await ok<{ User: User }>(ADMIN, GET, { id: shared.id })).User.restaurantIds.sort()).toEqual(
      [WARUNG, KOPI].sort(),
    );
  });

  it('an ADMIN manages the staff of its own restaurants: creates, edits, deactivates and deletes them', async () => {
    const created = (
      await ok<{ createUser: User }>(ADMIN, CREATE, { data: staff([WARUNG], { role: 'WAITER', pin: '135790' }) })
    ).createUser;
    expect(created).toMatchObject({ role: 'WAITER', restaurantIds: [WARUNG] });
    const edited = (
      await ok<{ updateUser: User }>(ADMIN, UPDATE, { id: created.id, data: { role: 'ADMIN_CASHIER', active: false } })
    ).updateUser;
    expect(edited).toMatchObject({ role: 'ADMIN_CASHIER', active: false, status: 'INACTIVE' });
    await ok(ADMIN, DELETE, { id: created.id });
    expect(await stored(created.id)).toBeUndefined();
  });

  it('an ADMIN never creates a SUPERADMIN, nor raises anyone to it: FORBIDDEN, nothing written', async () => {
    const own = await create(staff([WARUNG]));
    const before = await snapshot();
    const superadmin = await as(ADMIN, CREATE, { data: { ...staff([]), role: 'SUPERADMIN', restoUuid: null } });
    expect(superadmin.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', messageKey: 'errors.forbidden' });
    const withRestaurant = await as(ADMIN, CREATE, { data: { ...staff([WARUNG]), role: 'SUPERADMIN' } });
    expect(withRestaurant.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    const raise = await as(ADMIN, UPDATE, {
      id: own.id,
      data: { role: 'SUPERADMIN', restaurantIds: [], restoUuid: null },
    });
    expect(raise.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(await snapshot()).toEqual(before);
  });

  it('an ADMIN never attaches a restaurant it does not own, as a link or as the main restaurant: FORBIDDEN, nothing written', async () => {
    const own = await create(staff([WARUNG]));
    const before = await snapshot();
    const attempts = [
      await as(ADMIN, CREATE, { data: staff([WARUNG, UNOWNED_RESTAURANT_ID]) }),
      await as(ADMIN, CREATE, { data: staff([UNOWNED_RESTAURANT_ID]) }),
      await as(ADMIN, CREATE, { data: { ...staff([WARUNG]), restoUuid: KOPI } }),
      await as(ADMIN, UPDATE, { id: own.id, data: { restaurantIds: [WARUNG, KOPI] } }),
      await as(ADMIN, UPDATE, { id: own.id, data: { restoUuid: KOPI } }),
    ];
    for (const attempt of attempts)
      expect(attempt.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', messageKey: 'errors.forbidden' });
    expect(await snapshot()).toEqual(before);
  });

  it('an ADMIN never edits, deactivates or deletes a user who also belongs to a restaurant it does not own: FORBIDDEN, nothing written', async () => {
    const shared = await create(staff([WARUNG, KOPI]));
    const mine = await create(staff([WARUNG]));
    const before = await snapshot();
    const attempts = [
      await as(ADMIN, UPDATE, { id: shared.id, data: { name: 'Taken over' } }),
      await as(ADMIN, UPDATE, { id: shared.id, data: { restaurantIds: [WARUNG], restoUuid: WARUNG } }),
      await as(ADMIN, DELETE, { id: shared.id }),
      await as(ADMIN, UPDATE_MANY, { ids: [mine.id, shared.id], data: { active: false } }),
    ];
    for (const attempt of attempts) expect(attempt.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(await snapshot()).toEqual(before);
  });

  it('nobody changes its own role, restaurants or activity, nor deletes itself: FORBIDDEN, nothing written', async () => {
    const before = await snapshot();
    const attempts = [
      await as(ADMIN, UPDATE, { id: ADMIN.id, data: { role: 'MANAGER' } }),
      await as(MULTI_ADMIN, UPDATE, { id: MULTI_ADMIN.id, data: { restaurantIds: [KOPI], restoUuid: KOPI } }),
      await as(MULTI_ADMIN, UPDATE, { id: MULTI_ADMIN.id, data: { restoUuid: HARBOUR } }),
      await as(ADMIN, UPDATE, { id: ADMIN.id, data: { active: false } }),
      await as(ADMIN, DELETE, { id: ADMIN.id }),
      await as(SUPERADMIN, UPDATE, {
        id: SUPERADMIN.id,
        data: { role: 'ADMIN', restaurantIds: [WARUNG], restoUuid: WARUNG },
      }),
      await as(SUPERADMIN, DELETE, { id: SUPERADMIN.id }),
    ];
    for (const attempt of attempts)
      expect(attempt.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', messageKey: 'errors.ownAccount' });
    expect(await snapshot()).toEqual(before);
    const renamed = await ok<{ updateUser: User }>(ADMIN, UPDATE, { id: ADMIN.id, data: { name: ADMIN.name } });
    expect(renamed.updateUser.role).toBe('ADMIN');
  });

  it('deactivating a user, changing its password, role or restaurants ends its sessions at once; its name does not', async () => {
    const user = await create({ ...staff([HARBOUR]), role: 'ADMIN' });
    const changes: Record<string, unknown>[] = [
      { active: false },
      { active: true, password: 'Changed#2026', passwordConfirmation: 'Changed#2026' },
      { role: 'MANAGER' },
      { role: 'ADMIN', restaurantIds: [HARBOUR, KOPI] },
    ];
    const rename = await token(user.id);
    await ok(SUPERADMIN, UPDATE, { id: user.id, data: { name: 'Renamed admin' } });
    expect(await accepted(rename)).toBe(true);
    for (const data of changes) {
      const jwt = await token(user.id);
      if (data.active !== true && data.role !== 'ADMIN') expect(await accepted(jwt)).toBe(true); // the token works before
      await ok(SUPERADMIN, UPDATE, { id: user.id, data });
      expect(await accepted(jwt), JSON.stringify(data)).toBe(false);
    }
  });

  it('an inactive user cannot sign in: the wrong password answers as for anyone, the right one says the account is inactive', async () => {
    const user = await create({ ...staff([HARBOUR]), role: 'ADMIN' });
    await db().update(users).set({ verified: true }).where(eq(users.id, user.id));
    server().server.tableWrites.written('users');
    expect((await server().gql(LOGIN, { email: user.email, password: PASSWORD })).errors).toBeUndefined();

    await ok(SUPERADMIN, UPDATE, { id: user.id, data: { active: false } });
    const wrong = await server().gql(LOGIN, { email: user.email, password: 'Wrong#2026' });
    expect(wrong.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', messageKey: 'errors.authFailed' });
    const right = await server().gql(LOGIN, { email: user.email, password: PASSWORD });
    expect(right.errors?.[0]).toMatchObject({
      message: 'This account is inactive. Ask your admin to activate it again.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(right.data?.login ?? null).toBeNull();
  });

  it('the list searches name and email and filters by role, status and restaurant, on the server', async () => {
    const count = async (filter: Record<string, unknown>) =>
      (await ok<{ _allUsersMeta: { count: number } }>(SUPERADMIN, LIST, { filter }))._allUsersMeta.count;
    const rows = await db().select().from(users);
    const links = await db().select().from(userRestaurants);
    const inactiveCashier = DEMO_STAFF.find((u) => !u.active);
    expect(await count({ q: 'FORMER-CASHIER' })).toBe(1);
    expect(await count({ q: inactiveCashier?.name })).toBe(rows.filter((u) => u.name === inactiveCashier?.name).length);
    expect(await count({ role: 'WAITER' })).toBe(rows.filter((u) => u.role === 'WAITER').length);
    expect(await count({ status: 'INACTIVE' })).toBe(rows.filter((u) => !u.active).length);
    expect(await count({ status: 'UNVERIFIED' })).toBe(rows.filter((u) => u.active && !u.verified).length);
    expect(await count({ status: 'ACTIVE' })).toBe(rows.filter((u) => u.active && u.verified).length);
    expect(await count({ status: 'SOMETHING' })).toBe(0);
    const sydney = DEMO_RESTAURANTS[3].id;
    const expected = new Set([
      ...links.filter((l) => l.restaurantId === sydney).map((l) => l.userId),
      ...rows.filter((u) => u.restoUuid === sydney).map((u) => u.id),
    ]);
    expect(await count({ restaurantId: sydney })).toBe(expected.size);
    expect(await count({ restaurantId: 'not-a-uuid' })).toBe(0);
    expect(await count({ role: 'WAITER', status: 'ACTIVE', restaurantId: sydney })).toBe(1);
  });

  it('bulk deactivation (updateUsers) by an ADMIN deactivates its own staff, all or nothing', async () => {
    const [one, two] = [await create(staff([WARUNG])), await create(staff([WARUNG]))];
    const done = await ok<{ updateUsers: { id: string; status: string }[] }>(ADMIN, UPDATE_MANY, {
      ids: [one.id, two.id],
      data: { active: false },
    });
    expect(done.updateUsers.map((u) => u.status)).toEqual(['INACTIVE', 'INACTIVE']);
    const rows = await db()
      .select({ active: users.active })
      .from(users)
      .where(inArray(users.id, [one.id, two.id]));
    expect(rows.map((r) => r.active)).toEqual([false, false]);
  });

  it(`an ADMIN learns that an email has an account at most ${EMAIL_CONFLICTS.perWindow} times an hour: then every create and email change of its waits, so free and taken emails look alike; a super admin is not limited`, async () => {
    const elsewhere = DEMO_STAFF.filter((u) => u.restoUuid !== WARUNG).map((u) => u.email);
    const probes = [SUPERADMIN.email, MULTI_ADMIN.email, ...elsewhere].slice(0, EMAIL_CONFLICTS.perWindow);
    for (const taken of probes)
      expect(code(await as(ADMIN, CREATE, { data: staff([WARUNG], { email: taken }) })), taken).toBe('CONFLICT');
    const before = await snapshot();
    for (const data of [staff([WARUNG], { email: elsewhere[EMAIL_CONFLICTS.perWindow] }), staff([WARUNG])]) {
      const refused = await as(ADMIN, CREATE, { data });
      expect(refused.errors?.[0].extensions).toMatchObject({
        code: 'RATE_LIMITED',
        retryAfterSeconds: expect.any(Number),
      });
    }
    const own = (await db().select({ id: users.id }).from(users).where(eq(users.restoUuid, WARUNG)))[0];
    expect(code(await as(ADMIN, UPDATE, { id: own.id, data: { email: email() } }))).toBe('RATE_LIMITED');
    expect(await snapshot()).toEqual(before);
    // Edits that keep the email are not concerned; a super admin is told every time.
    expect(code(await as(ADMIN, UPDATE, { id: own.id, data: { name: 'Renamed within the limit' } }))).toBeUndefined();
    for (const taken of [...probes, ...probes])
      expect(code(await as(SUPERADMIN, CREATE, { data: staff([WARUNG], { email: taken }) }))).toBe('CONFLICT');
  });
});
