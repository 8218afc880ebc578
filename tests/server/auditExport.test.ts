/**
 * The audit log's CSV export (/exports/audit.csv): the list's permission, tenancy, filters and
 * masking (an admin gets its restaurants' entries only, and never a super admin's address), keyset
 * paging, and the export's bounds.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../src/server/db/schema';
import { AUDIT_CSV_HEADERS } from '../../src/server/audit/auditCsv';
import { actors } from './support/actors';
import { ADMIN, SUPERADMIN, UNOWNED_RESTAURANT_ID } from './support/demo';
import { describeOnEachDatabase } from './support/testServer';

/** A window of time no other write falls in: every filter below is bounded by it. */
const WINDOW = { atFrom: '2020-03-01T00:00:00.000Z', atBefore: '2020-03-02T00:00:00.000Z' };
const at = (minutes: number) => new Date(Date.parse(WINDOW.atFrom) + minutes * 60_000);
const LIST = `query ($filter: AuditEntryFilter) { allAuditEntries(filter: $filter, perPage: 100) { id clientAddress } }`;

type User = typeof SUPERADMIN;

describeOnEachDatabase('the audit log export', (server) => {
  const { ok } = actors(server);
  const own = ADMIN.restaurantIds[0];
  const menuId = randomUUID();
  const rows = [
    // An admin's change of a menu of its own restaurant, from its address.
    {
      at: at(10),
      actorId: ADMIN.id,
      actorEmail: ADMIN.email,
      actorRole: 'ADMIN',
      clientAddress: '10.0.0.1',
      resource: 'menus',
      recordId: menuId,
      restaurantId: own,
      action: 'update',
      operation: 'updateMenu',
      changes: [{ field: 'price', before: '10', after: '12' }],
    },
    // A super admin's change there: its address is for super admins only.
    {
      at: at(20),
      actorId: SUPERADMIN.id,
      actorEmail: SUPERADMIN.email,
      actorRole: 'SUPERADMIN',
      clientAddress: '10.0.0.9',
      resource: 'menus',
      recordId: menuId,
      restaurantId: own,
      action: 'restore',
      operation: 'restoreAuditEntry',
      changes: [{ field: 'price', before: '12', after: '10' }],
      details: '{"restoredEntryId":"x"}',
    },
    // A super admin viewing as the admin: the address is the super admin's.
    {
      at: at(30),
      actorId: ADMIN.id,
      actorEmail: ADMIN.email,
      actorRole: 'ADMIN',
      viewAsById: SUPERADMIN.id,
      viewAsByEmail: SUPERADMIN.email,
      clientAddress: '10.0.0.8',
      resource: 'menus',
      recordId: menuId,
      restaurantId: own,
      action: 'update',
      operation: 'updateMenu',
      changes: [],
    },
    // A change made outside the app, as the trigger writes it (migration 0013): no actor, the database's address, who
    // connected in details.
    {
      at: at(35),
      clientAddress: '10.0.0.5',
      resource: 'menus',
      recordId: menuId,
      restaurantId: own,
      action: 'update',
      operation: 'database',
      changes: [{ field: 'price', before: '12', after: '11' }],
      details: '{"databaseUser": "postgres", "application": "psql"}',
    },
    // Another restaurant's, and a platform row's.
    {
      at: at(40),
      actorId: SUPERADMIN.id,
      actorEmail: SUPERADMIN.email,
      actorRole: 'SUPERADMIN',
      clientAddress: '10.0.0.7',
      resource: 'menus',
      recordId: randomUUID(),
      restaurantId: UNOWNED_RESTAURANT_ID,
      action: 'delete',
      operation: 'deleteMenu',
      changes: [{ field: 'name', before: '"=cmd, \\"quoted\\""', after: null }],
    },
    {
      at: at(50),
      actorId: SUPERADMIN.id,
      actorEmail: SUPERADMIN.email,
      actorRole: 'SUPERADMIN',
      clientAddress: '10.0.0.6',
      resource: 'tags',
      recordId: randomUUID(),
      restaurantId: null,
      action: 'create',
      operation: 'createTag',
      changes: [{ field: 'name', before: null, after: '"Spicy"' }],
    },
  ];
  const ids: string[] = [];

  beforeAll(async () => {
    const inserted = await server()
      .server.database.db.insert(auditEntries)
      .values(rows)
      .returning({ id: auditEntries.id });
    ids.push(...inserted.map((row) => row.id));
  });

  const download = async (filter: Record<string, unknown>, user: User | null = SUPERADMIN, language = 'en') => {
    const headers: Record<string, string> = { 'accept-language': language };
    if (user) headers.authorization = `JWT ${await server().tokenFor(user.id)}`;
    return fetch(`${server().url}/exports/audit.csv?filter=${encodeURIComponent(JSON.stringify(filter))}`, { headers });
  };
  /** The file's lines, each split into its columns by header name (values here hold no line break). */
  const csv = async (filter: Record<string, unknown>, user: User = SUPERADMIN, language = 'en') => {
    const response = await download(filter, user, language);
    expect(response.status).toBe(200);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = text.slice(1).trimEnd().split('\n');
    expect(header.split(',')).toEqual(AUDIT_CSV_HEADERS);
    expect(response.headers.get('x-export-rows')).toBeNull(); // no count ahead: it would cost more than a page
    const column = (line: string, name: string) => line.split(',')[AUDIT_CSV_HEADERS.indexOf(name)];
    return { lines, column, text };
  };
  const idsOf = (file: Awaited<ReturnType<typeof csv>>) => file.lines.map((line) => line.split(',').at(-1));
  const newestFirst = (...indexes: number[]) => indexes.sort((a, b) => b - a).map((index) => ids[index]);

  it('a super admin gets every entry of the filter, newest first, as the list gives them, with every address', async () => {
    const file = await csv(WINDOW);
    expect(idsOf(file)).toEqual(newestFirst(0, 1, 2, 3, 4, 5));
    const listed = await ok<{ allAuditEntries: { id: string }[] }>(SUPERADMIN, LIST, { filter: WINDOW });
    expect(idsOf(file)).toEqual(listed.allAuditEntries.map((entry) => entry.id));
    expect(file.lines.map((line) => file.column(line, 'client_address'))).toEqual([
      '10.0.0.6',
      '10.0.0.7',
      '10.0.0.5',
      '10.0.0.8',
      '10.0.0.9',
      '10.0.0.1',
    ]);
    expect(file.column(file.lines[5], 'at')).toBe('2020-03-01T00:10:00Z');
  });

  it("an admin gets its own restaurants' entries only, and only admins' addresses (never a super admin's, one viewing as someone, nor the database's)", async () => {
    const file = await csv(WINDOW, ADMIN);
    expect(idsOf(file)).toEqual(newestFirst(0, 1, 2, 3));
    expect(file.lines.map((line) => file.column(line, 'client_address'))).toEqual(['', '', '', '10.0.0.1']);
    expect(file.text).not.toContain('10.0.0.9');
    // Nor who connected to the database for a change made outside the app; the super admin reads it.
    expect(file.lines.map((line) => line.split(',').at(-2))).toEqual(['', '', '"{""restoredEntryId"":""x""}"', '']); // details, before the id (changes hold commas)
    expect(file.text).not.toContain('psql');
    expect((await csv(WINDOW)).text).toContain('psql');
    // Asking for another restaurant's entries by filter or id gives nothing, as the list does.
    expect((await csv({ ...WINDOW, restaurantId: UNOWNED_RESTAURANT_ID }, ADMIN)).lines).toEqual([]);
    expect((await csv({ ...WINDOW, ids: [ids[4], ids[5]] }, ADMIN)).lines).toEqual([]);
  });

  it('honours every filter: action, resource, record, who, restaurant and time', async () => {
    expect(idsOf(await csv({ ...WINDOW, action: 'update' }))).toEqual(newestFirst(0, 2, 3));
    expect(idsOf(await csv({ ...WINDOW, resource: 'tags' }))).toEqual(newestFirst(5));
    expect(idsOf(await csv({ ...WINDOW, recordId: menuId }))).toEqual(newestFirst(0, 1, 2, 3));
    expect(idsOf(await csv({ ...WINDOW, actorId: ADMIN.id }))).toEqual(newestFirst(0, 2));
    expect(idsOf(await csv({ ...WINDOW, q: 'superadmin@' }))).toEqual(newestFirst(1, 4, 5));
    expect(idsOf(await csv({ ...WINDOW, restaurantId: own }))).toEqual(newestFirst(0, 1, 2, 3));
    expect(idsOf(await csv({ atFrom: at(20).toISOString(), atBefore: at(40).toISOString() }))).toEqual(
      newestFirst(1, 2, 3),
    );
  });

  it('is read by a person: names beside ids, each change as field: before → after with the field as its form says it in the chosen language and plain values, an IPv4 address as people write it', async () => {
    const file = await csv({ ...WINDOW, ids: [ids[5], ids[4], ids[1], ids[0]] });
    const [tag, deleted, restored, changed] = file.lines;
    expect([file.column(tag, 'record_name'), file.column(tag, 'changes'), file.column(tag, 'restaurant_name')]).toEqual(
      ['Spicy', 'Name:  → Spicy', ''],
    );
    expect(file.column(changed, 'changes')).toBe('Price: 10 → 12');
    const indonesian = await csv({ ...WINDOW, ids: [ids[5], ids[0]] }, SUPERADMIN, 'id');
    expect(indonesian.lines.map((line) => indonesian.column(line, 'changes'))).toEqual([
      'Nama:  → Spicy',
      'Harga: 10 → 12',
    ]);
    expect(file.column(changed, 'restaurant_name')).toBe('Warung Nusantara');
    expect(restored).toContain('"{""restoredEntryId"":""x""}"'); // details stay as recorded
    // A deleted menu is named as it was; text a spreadsheet would run as a formula is made plain.
    expect(deleted).toContain(`"'=cmd, ""quoted"""`);
    expect(deleted).toContain('"Name: =cmd, ""quoted"" → "');
    // (A day of its own: the trail is append-only, and the other tests read theirs.)
    await server()
      .server.database.db.insert(auditEntries)
      .values({ ...rows[5], at: new Date('2020-03-05T00:00:00.000Z'), clientAddress: '::ffff:10.0.0.4' });
    const address = await csv({ atFrom: '2020-03-05T00:00:00.000Z', atBefore: '2020-03-06T00:00:00.000Z' });
    expect(address.lines.map((line) => address.column(line, 'client_address'))).toEqual(['10.0.0.4']);
  });

  it('pages by keyset: entries sharing a time are each written once', async () => {
    const when = new Date('2020-04-01T00:00:00.000Z');
    const many = Array.from({ length: 2_100 }, (_, index) => ({
      at: when,
      actorEmail: `bulk${index}@example.test`,
      actorRole: 'SUPERADMIN',
      resource: 'tags',
      recordId: randomUUID(),
      action: 'update',
      operation: 'updateTags',
    }));
    await server().server.database.db.insert(auditEntries).values(many);
    const file = await csv({ atFrom: '2020-04-01T00:00:00.000Z', atBefore: '2020-04-02T00:00:00.000Z' });
    expect(file.lines.length).toBe(2_100);
    expect(new Set(idsOf(file)).size).toBe(2_100);
  });

  describe('bounds', () => {
    it('anonymous is refused (401); a malformed or unknown filter member is refused on its field (400)', async () => {
      expect((await download(WINDOW, null)).status).toBe(401);
      for (const [member, value] of [
        ['atFrom', 'soon'],
        ['colour', 'red'],
        ['action', ['update']],
      ] as const) {
        const response = await download({ ...WINDOW, [member]: value });
        const { errors } = (await response.json()) as {
          errors: { extensions: { code: string; fieldErrors?: Record<string, string> } }[];
        };
        expect(
          [response.status, errors[0].extensions.code, Object.keys(errors[0].extensions.fieldErrors ?? {})],
          member,
        ).toEqual([400, 'BAD_USER_INPUT', [member]]);
      }
    });

    it('only GET', async () => {
      const response = await fetch(`${server().url}/exports/audit.csv`, {
        method: 'POST',
        headers: { authorization: `JWT ${await server().tokenFor(SUPERADMIN.id)}` },
      });
      expect(response.status).toBe(405);
    });
  });
});
