/**
 * Several processes on one PostgreSQL: a write of users, user_restaurants or restaurants, by any
 * process or by anything else (a script, psql), is announced by the database itself (a trigger's
 * NOTIFY, migration 0012), and announced again here through TableWrites as if this process had made
 * it: its viewer cache drops what the write may have changed, and live sockets whose session ended
 * close. A notice names the rows when the database gave them (`restaurants:{id},{id}`). A
 * (re)connected listener may have missed notices: it announces the three tables then.
 */
import type { Sql } from 'postgres';
import type { TableWrites } from '../db/tableWrites';

const CHANNEL = 'restoboard_table_writes';
export const NOTICED_TABLES = ['users', 'user_restaurants', 'restaurants'] as const;

export async function listenForTableWrites(client: Sql, tableWrites: TableWrites): Promise<void> {
  await client.listen(
    CHANNEL,
    (notice) => {
      const [table, ids] = notice.split(':');
      tableWrites.written(table, ids?.split(','));
    },
    () => NOTICED_TABLES.forEach((table) => tableWrites.written(table)),
  );
}
