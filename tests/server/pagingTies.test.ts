/**
 * A list sorted by a value many rows share still pages as one order: the sort ends with the id, so
 * the rows that tie keep their places from page to page and each row shows on exactly one page
 * (without it the database may order the tied rows differently for every LIMIT/OFFSET).
 */
import { beforeAll, expect, it } from 'vitest';
import { auditEntries } from '../../src/server/db/schema';
import { SUPERADMIN } from './support/demo';
import { insertOrder, insertRestaurant } from './support/orders';
import { describeOnEachDatabase } from './support/testServer';

const ROWS = 30;
const PER_PAGE = 4;
const ORDER_SORTS = ['createdAt', 'status', 'total', 'customerName', 'paymentMethod'];

describeOnEachDatabase('pages of a list whose sort ties', (server) => {
  const db = () => server().server.database.db;
  const orderIds: string[] = [];
  const auditIds: string[] = [];
  let restaurantId = '';

  beforeAll(async () => {
    restaurantId = await insertRestaurant(db(), 'Tied Pages Kitchen');
    // Every order alike but for its number and id: any sort but by number ties all of them.
    const createdAt = new Date('2026-11-20T08:00:00Z');
    for (let number = 1; number <= ROWS; number += 1)
      orderIds.push(await insertOrder(db(), { restaurantId, number, createdAt, total: 12, customerName: 'Same Name' }));
    const at = new Date('2026-11-20T09:00:00Z');
    const rows = Array.from({ length: ROWS }, () => ({
      at,
      resource: 'tiedPages',
      recordId: 'tied',
      action: 'update',
      operation: 'updateTiedPages',
    }));
    auditIds.push(
      ...(await db().insert(auditEntries).values(rows).returning({ id: auditEntries.id })).map((row) => row.id),
    );
  });

  /** Every page of the list, one after another, as the admin's list asks for them. */
  async function everyPage(field: string, variables: Record<string, unknown>): Promise<string[]> {
    const token = await server().tokenFor(SUPERADMIN.id);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(ROWS / PER_PAGE); page += 1) {
      const query = `query ($filter: ${field === 'allOrders' ? 'OrderFilter' : 'AuditEntryFilter'}, $sortField: String, $sortOrder: String, $page: Int, $perPage: Int) {
        ${field}(filter: $filter, sortField: $sortField, sortOrder: $sortOrder, page: $page, perPage: $perPage) { id } }`;
      const response = await server().gql<Record<string, { id: string }[]>>(
        query,
        { ...variables, page: page - 1, perPage: PER_PAGE },
        { token },
      );
      expect(response.errors).toBeUndefined();
      seen.push(...(response.data?.[field] ?? []).map((row) => row.id));
    }
    return seen;
  }

  for (const sortField of ORDER_SORTS) {
    for (const sortOrder of ['ASC', 'DESC']) {
      it(`the order history sorted by ${sortField} ${sortOrder}: every order on exactly one page`, async () => {
        const seen = await everyPage('allOrders', { filter: { restaurantId }, sortField, sortOrder });
        expect(seen).toHaveLength(ROWS);
        expect([...seen].sort()).toEqual([...orderIds].sort());
      });
    }
  }

  for (const sortOrder of ['ASC', 'DESC']) {
    it(`the audit log sorted by time ${sortOrder}: every entry written at the same instant on exactly one page`, async () => {
      const seen = await everyPage('allAuditEntries', {
        filter: { resource: 'tiedPages' },
        sortField: 'at',
        sortOrder,
      });
      expect(seen).toHaveLength(ROWS);
      expect([...seen].sort()).toEqual([...auditIds].sort());
    });
  }
});
