/**
 * cube/cube.js, the security rule of a Cube deployment (docs/analytics.md, "On Cube"), on the test database:
 * whom it lets in (as the API server does: SUPERADMIN, and an ADMIN with restaurants, of a session
 * still open), the 403 Cube answers everyone else, an ADMIN's restaurants ANDed into every cube its
 * query uses, and what it keeps for how long.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { endSessions } from '../../src/server/auth/sessions';
import { users, userRestaurants } from '../../src/server/db/schema';
import { ADMIN, CASHIER, DEMO_RESTAURANT_IDS, MULTI_ADMIN, SUPERADMIN } from './support/demo';
import { CubejsHandlerError, loadCubeConfig, type CubeConfig, type SecurityContext } from './support/cubeConfig';
import { positionalRunner } from './support/positionalSql';
import { describeOnEachDatabase } from './support/testServer';

const DEFAULT_SCOPES = ['graphql', 'meta', 'data', 'sql'];
const SESSION_ENDED = 'Your session has ended. Please sign in again (context creation failed).';

const query = () => ({
  measures: ['Orders.count', 'OrderItems.quantity'],
  dimensions: ['Orders.orderType'],
  timeDimensions: [
    { dimension: 'Orders.createdAt', dateRange: ['2026-01-01T00:00:00.000', '2026-01-31T23:59:59.999'] },
  ],
  filters: [
    {
      or: [
        { member: 'Orders.status', operator: 'equals', values: ['DONE'] },
        { member: 'OrderItems.menuName', operator: 'set' },
      ],
    },
  ],
});

describeOnEachDatabase('Cube security rule (cube/cube.js)', (server) => {
  const db = () => server().server.database.db;
  const freshCube = () => loadCubeConfig(positionalRunner(db()));

  async function contextOf(userId: string): Promise<SecurityContext> {
    const [user] = await db().select({ sv: users.sessionVersion }).from(users).where(eq(users.id, userId));
    return { sub: userId, sv: user.sv };
  }

  /** What Cube would answer `securityContext`: scopes and the rewritten query, or the refusal's status and message. */
  async function askAs(config: CubeConfig, securityContext: SecurityContext | null) {
    try {
      const scopes = await config.contextToApiScopes(securityContext, DEFAULT_SCOPES);
      return { scopes, query: await config.queryRewrite(query(), { securityContext }) };
    } catch (error) {
      if (!(error instanceof CubejsHandlerError)) throw error;
      return { status: error.status, error: error.message };
    }
  }

  async function newUser(values: Partial<typeof users.$inferInsert>, restaurantIds: string[] = []): Promise<string> {
    const [{ id }] = await db()
      .insert(users)
      .values({ email: `cube-${randomUUID()}@restoboard.test`, role: 'ADMIN', ...values })
      .returning({ id: users.id });
    if (restaurantIds.length)
      await db()
        .insert(userRestaurants)
        .values(restaurantIds.map((restaurantId) => ({ userId: id, restaurantId })));
    return id;
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it('a SUPERADMIN gets every API and its query as it is', async () => {
    const { config } = freshCube();
    expect(await askAs(config, await contextOf(SUPERADMIN.id))).toEqual({ scopes: DEFAULT_SCOPES, query: query() });
  });

  it("an ADMIN's query gets its restaurants on every cube it uses, ANDed with what it asks", async () => {
    const { config } = freshCube();
    const own = (cube: string, values: string[]) => ({ member: `${cube}.restaurantId`, operator: 'equals', values });
    const asked = query();

    const admin = await askAs(config, await contextOf(ADMIN.id));
    expect(admin).toEqual({
      scopes: DEFAULT_SCOPES,
      query: {
        ...asked,
        filters: [...asked.filters, own('Orders', ADMIN.restaurantIds), own('OrderItems', ADMIN.restaurantIds)],
      },
    });

    const multi = await askAs(config, await contextOf(MULTI_ADMIN.id));
    const filters = (multi.query?.filters ?? []) as { values?: string[] }[];
    expect(filters.slice(1).map((f) => [...(f.values ?? [])].sort())).toEqual([
      [...MULTI_ADMIN.restaurantIds].sort(),
      [...MULTI_ADMIN.restaurantIds].sort(),
    ]);
  });

  it('anyone the API server would not let in is refused with 403, before any data and on every API', async () => {
    const { config } = freshCube();
    const refused = { status: 403, error: SESSION_ENDED };
    const admin = await contextOf(ADMIN.id);
    const cases: [string, SecurityContext | null][] = [
      ['a cashier', await contextOf(CASHIER.id)],
      ['an ADMIN without restaurants', await contextOf(await newUser({}))],
      ['an inactive ADMIN', await contextOf(await newUser({ active: false }, [DEMO_RESTAURANT_IDS.warungNusantara]))],
      ['a token of another session version', { ...admin, sv: Number(admin.sv) + 1 }],
      ['a token without a session version', { sub: ADMIN.id }],
      ['a user that does not exist', { sub: randomUUID(), sv: 0 }],
      ['a subject that is no user id', { sub: 'admin', sv: 0 }],
      ['no security context', null],
    ];
    for (const [who, context] of cases) expect(await askAs(config, context), who).toEqual(refused);
  });

  it('an ended session is refused within 5 seconds, a new one let in at once; the screen’s simultaneous queries cost one lookup', async () => {
    const { config, driver } = freshCube();
    const context = await contextOf(MULTI_ADMIN.id);
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const answers = await Promise.all(Array.from({ length: 7 }, () => askAs(config, context)));
    expect(answers.every((a) => a.scopes)).toBe(true);
    expect(driver.queries).toHaveLength(1);

    await endSessions(db(), MULTI_ADMIN.id); // signed out, say, through another API process, and signed in again
    vi.setSystemTime(start + 4_999);
    expect((await askAs(config, context)).scopes).toEqual(DEFAULT_SCOPES);
    expect((await askAs(config, await contextOf(MULTI_ADMIN.id))).scopes).toEqual(DEFAULT_SCOPES);
    vi.setSystemTime(start + 5_000);
    expect(await askAs(config, context)).toEqual({ status: 403, error: SESSION_ENDED });
  });

  it("reads users through Cube's PostgreSQL driver with no connection settings of its own, so Cube's apply (TLS included)", async () => {
    const { config, driver } = freshCube();
    await askAs(config, await contextOf(SUPERADMIN.id));
    expect(driver.options).toEqual([undefined]);
  });
});
