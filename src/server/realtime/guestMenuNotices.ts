/**
 * Several processes on one PostgreSQL: a write this process makes to what guests' menus show (menus, categories,
 * options, packages: announced through TableWrites, an order's portions included) is announced to the others over
 * NOTIFY, and theirs announced here through TableWrites as if this process had made them, so that every process's
 * shared guest rows drop at once and its open guest pages are told (docs/features.md, "Live guest menus").
 * Restaurants are left out: the database announces their writes itself (docs/production.md). Notices are
 * coalesced, one per NOTICE_GAP_MS at most (a thousand orders in a second make four), and carry table names only;
 * a process ignores its own. A (re)connected listener may have missed notices: it announces the tables then.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Sql } from 'postgres';
import type { TableWrites } from '../db/tableWrites';
import { GUEST_MENU_TABLES } from '../graphql/resources/menuSupport/guestRowsCache';
import { NOTICED_TABLES } from './tableWriteNotices';

const CHANNEL = 'restoboard_guest_menu_writes';
export const NOTICE_GAP_MS = 250;
const RELAYED: ReadonlySet<string> = new Set(
  [...GUEST_MENU_TABLES].filter((table) => !(NOTICED_TABLES as readonly string[]).includes(table)),
);

export async function relayGuestMenuWrites(
  client: Sql,
  tableWrites: TableWrites,
  onError: (error: unknown) => void,
): Promise<{ close(): void }> {
  const self = randomUUID();
  let relaying = false;
  const announce = (tables: Iterable<string>) => {
    relaying = true;
    try {
      for (const table of tables) if (RELAYED.has(table)) tableWrites.written(table);
    } finally {
      relaying = false;
    }
  };
  await client.listen(
    CHANNEL,
    (notice) => {
      const [from, tables = ''] = notice.split(':');
      if (from !== self) announce(tables.split(','));
    },
    () => announce(RELAYED),
  );

  const pending = new Set<string>();
  let lastSent = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  let sending = false;
  let closed = false;
  const send = async () => {
    timer = undefined;
    if (closed || pending.size === 0) return;
    const tables = [...pending].join(',');
    pending.clear();
    sending = true;
    lastSent = performance.now();
    try {
      await client.notify(CHANNEL, `${self}:${tables}`);
    } catch (error) {
      onError(error);
    } finally {
      sending = false;
      schedule();
    }
  };
  function schedule(): void {
    if (timer || sending || closed || pending.size === 0) return;
    timer = setTimeout(() => void send(), Math.max(0, lastSent + NOTICE_GAP_MS - performance.now()));
  }
  const unsubscribe = tableWrites.subscribe((table) => {
    if (relaying || !RELAYED.has(table)) return;
    pending.add(table);
    schedule();
  });
  return {
    close() {
      closed = true;
      unsubscribe();
      clearTimeout(timer);
    },
  };
}
