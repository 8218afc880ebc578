/** An audit entry of a menu's rename, in the restaurant: restoring it names the menu as before. */
import { AUDIT_ENTRIES } from '../../../src/domain';
import { auditEntries, menus } from '../../../src/server/db/schema';
import type { MatrixFixture } from '../support/matrixFixture';

const restoredName = (n: number) => `Restored menu ${n}`;

const fixture: MatrixFixture = {
  descriptor: AUDIT_ENTRIES,
  input: async () => ({}),
  change: () => ['action', 'update'],
  async insert(n, restaurantId, db) {
    const [menu] = await db
      .insert(menus)
      .values({ restaurantId, name: `Renamed menu ${n}`, price: 4 })
      .returning({ id: menus.id });
    const change = {
      field: 'name',
      before: JSON.stringify(restoredName(n)),
      after: JSON.stringify(`Renamed menu ${n}`),
    };
    const [entry] = await db
      .insert(auditEntries)
      .values({
        resource: 'menus',
        recordId: menu.id,
        restaurantId,
        action: 'update',
        operation: 'updateMenu',
        changes: [change],
      })
      .returning({ id: auditEntries.id });
    return entry.id;
  },
};

export default fixture;
