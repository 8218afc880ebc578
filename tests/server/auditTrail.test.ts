/**
 * The audit trail: each write leaves its entries (who, from where, what, before and after) in its
 * own transaction; secrets never enter it; an admin reads its restaurants' entries only, never a super
 * admin's address; nobody can change an entry; a restore writes an entry's old values back through
 * the record's normal update. (Every mutation's entry is checked by the authorization matrix.)
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { expect, it } from 'vitest';
import { AuditTrail } from '../../src/server/audit/auditTrail';
import { loadViewer, type Viewer } from '../../src/server/auth/viewer';
import { auditEntries, menus, restaurantTags, tags, users } from '../../src/server/db/schema';
import type { ServerResource } from '../../src/server/graphql/resource';
import { RESOURCES } from '../../src/server/graphql/resources';
import { actors } from './support/actors';
import { ADMIN, DEMO_RESTAURANT_IDS, MULTI_ADMIN, SUPERADMIN } from './support/demo';
import { describeOnEachDatabase } from './support/testServer';

const A = DEMO_RESTAURANT_IDS.warungNusantara; // ADMIN's
const B = DEMO_RESTAURANT_IDS.kopiKita; // MULTI_ADMIN's, not ADMIN's

const ENTRY =
  'id at actorId actorEmail actorRole clientAddress resource recordId restaurantId action operation changes { field before after redacted } details restorable';
const HISTORY = `query ($resource: String, $recordId: String) { allAuditEntries(filter: { resource: $resource, recordId: $recordId }, sortField: "at", sortOrder: "DESC") { ${ENTRY} } }`;
const CREATE_MENU = 'mutation ($data: MenuInput!) { createMenu(data: $data) { id } }';
const UPDATE_MENU = 'mutation ($id: ID!, $data: MenuInput!) { updateMenu(id: $id, data: $data) { id } }';
const RESTORE = 'mutation ($id: ID!) { restoreAuditEntry(id: $id) }';

interface Entry {
  id: string;
  actorId: string;
  actorRole: string;
  clientAddress: string | null;
  restaurantId: string | null;
  action: string;
  operation: string;
  changes: { field: string; before: string | null; after: string | null; redacted: boolean | null }[];
  details: string | null;
  restorable: boolean;
}

describeOnEachDatabase('the audit trail', (server) => {
  const { as, ok } = actors(server);
  const db = () => server().server.database.db;
  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
  const history = async (user = SUPERADMIN, recordId?: string, resource = 'menus') =>
    (await ok<{ allAuditEntries: Entry[] }>(user, HISTORY, { resource, recordId })).allAuditEntries;
  let serial = 0;
  const newMenu = async (restaurantId = A, by = SUPERADMIN) => {
    serial += 1;
    return (
      await ok<{ createMenu: { id: string } }>(by, CREATE_MENU, {
        data: { restaurantId, name: `Audited menu ${serial}`, price: 12 },
      })
    ).createMenu.id;
  };

  it("an admin's price change is one entry: who, from where, the record, its restaurant, the price before and after", async () => {
    const id = await newMenu();
    const response = await server().gql(
      UPDATE_MENU,
      { id, data: { price: 15 } },
      { token: await server().tokenFor(ADMIN.id), ...from('203.0.113.7') },
    );
    expect(response.errors).toBeUndefined();
    const [latest, created] = await history(ADMIN, id);
    expect(latest).toMatchObject({
      actorId: ADMIN.id,
      actorRole: 'ADMIN',
      clientAddress: '203.0.113.7',
      restaurantId: A,
      action: 'update',
      operation: 'updateMenu',
    });
    expect(latest.changes).toEqual([{ field: 'price', before: '12', after: '15', redacted: null }]);
    expect(created).toMatchObject({ action: 'create', operation: 'createMenu', actorRole: 'SUPERADMIN' });
    expect(created.changes).toContainEqual({
      field: 'name',
      before: null,
      after: JSON.stringify(`Audited menu ${serial}`),
      redacted: null,
    });
  });

  it('a save that changes nothing writes no entry; a bulk update writes one per record', async () => {
    const [one, two] = [await newMenu(), await newMenu()];
    await ok(ADMIN, UPDATE_MENU, { id: one, data: { price: 12 } });
    expect((await history(SUPERADMIN, one)).map((e) => e.action)).toEqual(['create']);
    await ok(ADMIN, 'mutation ($ids: [ID!]!) { updateMenus(ids: $ids, data: { hidden: true }) { id } }', {
      ids: [one, two],
    });
    for (const id of [one, two])
      expect((await history(SUPERADMIN, id))[0]).toMatchObject({
        action: 'update',
        operation: 'updateMenus',
        changes: [{ field: 'hidden', before: 'false', after: 'true' }],
      });
  });

  it('a refused write leaves no entry (the entry is written in the write’s transaction)', async () => {
    const id = await newMenu();
    const refused = await as(ADMIN, UPDATE_MENU, { id, data: { price: -1 } });
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await history(SUPERADMIN, id)).toHaveLength(1);
  });

  it('secrets never enter it: a password, a PIN or a Wi-Fi password is recorded as changed, without its values', async () => {
    const password = 'Secret#Audit2026';
    const { createUser } = await ok<{ createUser: { id: string } }>(
      SUPERADMIN,
      'mutation ($data: UserInput!) { createUser(data: $data) { id } }',
      {
        data: {
          email: 'audited.cashier@example.com',
          name: 'Audited cashier',
          role: 'CASHIER',
          restaurantIds: [A],
          restoUuid: A,
          password,
          passwordConfirmation: password,
          pin: '482913',
        },
      },
    );
    const changed = 'Changed#Audit2026';
    await ok(ADMIN, 'mutation ($id: ID!, $data: UserInput!) { updateUser(id: $id, data: $data) { id } }', {
      id: createUser.id,
      data: { password: changed, passwordConfirmation: changed },
    });
    await ok(
      ADMIN,
      'mutation ($id: ID!) { updateRestaurant(id: $id, data: { wifiPassword: "guest-wifi-secret" }) { id } }',
      { id: A },
    );
    const [update, create] = await history(SUPERADMIN, createUser.id, 'users');
    expect(update.changes).toEqual([{ field: 'passwordHash', before: null, after: null, redacted: true }]);
    expect(update.restorable).toBe(false); // a secret's values were never kept
    expect(
      create.changes
        .filter((c) => c.redacted)
        .map((c) => c.field)
        .sort(),
    ).toEqual(['passwordHash', 'pinHash']);
    expect((await history(SUPERADMIN, A, 'restaurants'))[0].changes).toEqual([
      { field: 'wifiPassword', before: null, after: null, redacted: true },
    ]);
    const [{ passwordHash, pinHash }] = await db().select().from(users).where(eq(users.id, createUser.id));
    const stored = JSON.stringify(await db().select().from(auditEntries));
    for (const secret of [password, changed, '482913', 'guest-wifi-secret', passwordHash, pinHash])
      expect(stored).not.toContain(secret);
  });

  it("an admin reads its restaurants' entries only: not another's by id, filter or list, and never a super admin's address", async () => {
    const mine = await newMenu(A);
    const theirs = await newMenu(B);
    await server().gql(
      UPDATE_MENU,
      { id: mine, data: { price: 20 } },
      { token: await server().tokenFor(SUPERADMIN.id), ...from('198.51.100.4') },
    );
    const [superadminsChange] = await history(ADMIN, mine);
    expect(superadminsChange).toMatchObject({ actorRole: 'SUPERADMIN', clientAddress: null });
    expect((await history(SUPERADMIN, mine))[0].clientAddress).toBe('198.51.100.4');

    const [other] = await history(SUPERADMIN, theirs);
    expect(
      (await as(ADMIN, `query ($id: ID!) { AuditEntry(id: $id) { id } }`, { id: other.id })).errors?.[0].extensions
        ?.code,
    ).toBe('NOT_FOUND');
    expect(await history(ADMIN, theirs)).toEqual([]);
    const byRestaurant = await ok<{ allAuditEntries: unknown[] }>(
      ADMIN,
      'query ($r: ID) { allAuditEntries(filter: { restaurantId: $r }) { id } }',
      { r: B },
    );
    expect(byRestaurant).toEqual({ allAuditEntries: [] });
    const all = await ok<{ allAuditEntries: { restaurantId: string | null }[] }>(
      ADMIN,
      'query { allAuditEntries(perPage: 1000) { restaurantId } }',
    );
    expect(new Set(all.allAuditEntries.map((e) => e.restaurantId))).toEqual(new Set([A]));
    expect((await history(MULTI_ADMIN, theirs)).length).toBe(1);
  });

  it("a user of two restaurants: a super admin's change is filed under its main restaurant, an admin's under the admin's own restaurant", async () => {
    const password = 'Shared#Audit2026';
    const { createUser } = await ok<{ createUser: { id: string } }>(
      SUPERADMIN,
      'mutation ($data: UserInput!) { createUser(data: $data) { id } }',
      {
        data: {
          email: 'shared.cashier@example.com',
          name: 'Shared cashier',
          role: 'CASHIER',
          restaurantIds: [A, B],
          restoUuid: B,
          password,
          passwordConfirmation: password,
        },
      },
    );
    await ok(SUPERADMIN, 'mutation ($id: ID!) { updateUser(id: $id, data: { name: "Shared by super" }) { id } }', {
      id: createUser.id,
    });
    const superadmins = await history(SUPERADMIN, createUser.id, 'users');
    expect(superadmins.map((e) => [e.action, e.restaurantId])).toEqual([
      ['update', B],
      ['create', B],
    ]);
    expect(await history(ADMIN, createUser.id, 'users')).toEqual([]);

    // An admin of A alone changes the user (as an operation of its own may: the generic update asks for every
    // restaurant of the user).
    const usersResource = RESOURCES.find((resource) => resource.descriptor.name === 'users') as ServerResource;
    const admin = (await loadViewer(db(), ADMIN.id)) as Viewer;
    await db().transaction(async (tx) => {
      const trail = new AuditTrail(
        tx,
        { viewer: admin, clientAddress: '203.0.113.8', operation: 'renameSharedUser' },
        'update',
      );
      await trail.track(usersResource, [createUser.id]);
      await tx.update(users).set({ name: 'Shared by admin' }).where(eq(users.id, createUser.id));
      await trail.write(new Date());
    });
    const [byAdmin] = await history(ADMIN, createUser.id, 'users');
    expect(byAdmin).toMatchObject({
      actorId: ADMIN.id,
      restaurantId: A,
      operation: 'renameSharedUser',
      clientAddress: '203.0.113.8',
    });
    expect((await history(MULTI_ADMIN, createUser.id, 'users')).map((e) => e.operation)).toEqual([
      'updateUser',
      'createUser',
    ]);
  });

  it("a tag merge records each restaurant's tags as they were and became, readable by that restaurant's admin", async () => {
    const [source, target] = await db()
      .insert(tags)
      .values([{ name: 'Audited source tag' }, { name: 'Audited target tag' }])
      .returning({ id: tags.id });
    await db()
      .insert(restaurantTags)
      .values([
        { restaurantId: A, tagId: source.id },
        { restaurantId: B, tagId: source.id },
        { restaurantId: B, tagId: target.id },
      ]);
    await ok(SUPERADMIN, 'mutation ($s: ID!, $t: ID!) { mergeTags(sourceId: $s, targetId: $t) { id } }', {
      s: source.id,
      t: target.id,
    });
    for (const restaurant of [A, B]) {
      const [entry] = await history(SUPERADMIN, restaurant, 'restaurants');
      expect(entry).toMatchObject({ action: 'mergeTags', operation: 'mergeTags', restaurantId: restaurant });
      const tagIds = entry.changes.find((change) => change.field === 'tagIds');
      expect(JSON.parse(tagIds?.before ?? 'null')).toContain(source.id);
      expect(JSON.parse(tagIds?.after ?? 'null')).toContain(target.id);
      expect(JSON.parse(tagIds?.after ?? 'null')).not.toContain(source.id);
    }
    expect((await history(ADMIN, A, 'restaurants'))[0]).toMatchObject({ action: 'mergeTags' });
  });

  it('nobody changes an entry: the API has no write of one, and the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const schema = await ok<{ __schema: { mutationType: { fields: { name: string }[] } } }>(
      SUPERADMIN,
      '{ __schema { mutationType { fields { name } } } }',
    );
    expect(schema.__schema.mutationType.fields.map((f) => f.name).filter((name) => /AuditEntr/.test(name))).toEqual([
      'restoreAuditEntry',
    ]);
    // Paged without a total: nothing counts the log (a million entries cost more to count than a page to read).
    const queries = await ok<{ __schema: { queryType: { fields: { name: string }[] } } }>(
      SUPERADMIN,
      '{ __schema { queryType { fields { name } } } }',
    );
    expect(
      queries.__schema.queryType.fields
        .map((f) => f.name)
        .filter((name) => /AuditEntr/.test(name))
        .sort(),
    ).toEqual(['AuditEntry', 'allAuditEntries']);
    await newMenu();
    const [entry] = await db().select().from(auditEntries).orderBy(desc(auditEntries.at)).limit(1);
    await expect(
      db().update(auditEntries).set({ action: 'forged' }).where(eq(auditEntries.id, entry.id)),
    ).rejects.toThrow();
    await expect(db().delete(auditEntries).where(eq(auditEntries.id, entry.id))).rejects.toThrow();
    await expect(db().execute(sql`truncate audit_entries`)).rejects.toThrow();
    expect((await db().select().from(auditEntries).where(eq(auditEntries.id, entry.id)))[0]).toEqual(entry);
  });

  it('restore writes the old values back through the normal update, and is itself audited', async () => {
    const id = await newMenu();
    await ok(ADMIN, UPDATE_MENU, { id, data: { price: 30, name: 'Renamed for a while' } });
    const [change] = await history(ADMIN, id);
    expect(change.restorable).toBe(true);
    await ok(ADMIN, RESTORE, { id: change.id });
    const [menu] = await db().select().from(menus).where(eq(menus.id, id));
    expect(menu).toMatchObject({ price: 12, name: `Audited menu ${serial}` });
    const [restore] = await history(ADMIN, id);
    expect(restore).toMatchObject({
      action: 'restore',
      operation: 'restoreAuditEntry',
      actorId: ADMIN.id,
      restaurantId: A,
    });
    expect(JSON.parse(restore.details as string)).toEqual({ restoredEntryId: change.id });
    expect(restore.changes.map((c) => c.field).sort()).toEqual(['name', 'price']);
  });

  it("a restore is refused as the update would be (a name taken since), by another restaurant's admin, and for a creation", async () => {
    const id = await newMenu();
    const oldName = `Audited menu ${serial}`;
    await ok(ADMIN, UPDATE_MENU, { id, data: { name: 'Moved aside' } });
    const [rename] = await history(ADMIN, id);
    await ok(ADMIN, CREATE_MENU, { data: { restaurantId: A, name: oldName, price: 3 } });
    const taken = await as(ADMIN, RESTORE, { id: rename.id });
    expect(taken.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT' });
    expect((await db().select({ name: menus.name }).from(menus).where(eq(menus.id, id)))[0].name).toBe('Moved aside');
    expect((await history(ADMIN, id))[0].id).toBe(rename.id);

    expect((await as(MULTI_ADMIN, RESTORE, { id: rename.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const creation = (await history(ADMIN, id)).find((e) => e.action === 'create') as Entry;
    expect((await as(ADMIN, RESTORE, { id: creation.id })).errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'errors.notRestorable',
    });
  });

  it('a deletion keeps what the record was; a custom operation names itself', async () => {
    const id = await newMenu();
    await ok(
      ADMIN,
      'mutation ($ids: [ID!]!) { setMenuAvailability(ids: $ids, available: false, soldOutFor: HOUR) { id } }',
      { ids: [id] },
    );
    await ok(SUPERADMIN, 'mutation ($id: ID!) { deleteMenu(id: $id) { id } }', { id });
    const [deletion, soldOut, creation] = await history(SUPERADMIN, id);
    expect(soldOut).toMatchObject({
      action: 'setMenuAvailability',
      changes: [expect.objectContaining({ field: 'soldOutUntil', before: null })],
    });
    expect(deletion.action).toBe('delete');
    // Nothing a form writes to bring back: a sold-out time (set by its own operation), a deletion, a creation.
    expect([soldOut, deletion, creation].map((entry) => entry.restorable)).toEqual([false, false, false]);
    expect(deletion.changes).toContainEqual({ field: 'price', before: '12', after: null, redacted: null });
    const stored = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.recordId, id), eq(auditEntries.action, 'delete')));
    expect(stored).toHaveLength(1);
  });

  it('a change made outside the app (a script on its own connection) is audited as the database saw it; the app’s own are not audited twice', async () => {
    const id = await newMenu();
    await ok(ADMIN, UPDATE_MENU, { id, data: { price: 13 } });
    const { databaseUrl } = server().server.config;
    if (databaseUrl) {
      const script = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
      await script`update menus set price = 14, name_secondary = 'Dari luar' where id = ${id}`;
      await script.end();
    } else {
      // The embedded database has one connection, the app's: a transaction that unsays the app's mark stands for
      // another writer.
      await db().transaction(async (tx) => {
        await tx.execute(sql`select set_config('restoboard.app', 'off', true)`);
        await tx.update(menus).set({ price: 14, nameSecondary: 'Dari luar' }).where(eq(menus.id, id));
      });
    }
    const [outside, byAdmin, created] = await history(SUPERADMIN, id);
    expect([byAdmin.operation, created.operation]).toEqual(['updateMenu', 'createMenu']);
    expect(outside).toMatchObject({
      actorId: null,
      actorRole: null,
      restaurantId: A,
      action: 'update',
      operation: 'database',
    });
    const values = outside.changes.map(({ field, before, after }) => [
      field,
      before && JSON.parse(before),
      after && JSON.parse(after),
    ]);
    expect(values.sort()).toEqual([
      ['nameSecondary', null, 'Dari luar'],
      ['price', 13, 14],
    ]);
    expect(JSON.parse(outside.details as string)).toMatchObject({ databaseUser: expect.any(String) });
    const [seenByAdmin] = await history(ADMIN, id);
    expect(seenByAdmin).toMatchObject({ operation: 'database', clientAddress: null, details: null }); // who connected is for super admins
  });
});
