/**
 * Guests' menus are read once for a crowd and kept a second (guestRowsCache.ts): what is kept is
 * shared, dropped by any write this process announces to a table a guest menu shows, and never
 * outlives its second or the write that followed its read.
 */
import { describe, expect, it } from 'vitest';
import { TableWrites } from '../../src/server/db/tableWrites';
import { FRESH_MS, GuestRowsCache, MAX_KEPT } from '../../src/server/graphql/resources/menuSupport/guestRowsCache';

function setUp() {
  let clock = 0;
  const writes = new TableWrites();
  const cache = new GuestRowsCache<string>(writes, () => clock);
  let reads = 0;
  const load =
    (answer = 'menu') =>
    () => {
      reads += 1;
      return Promise.resolve(`${answer} ${reads}`);
    };
  return { cache, writes, load, reads: () => reads, advance: (ms: number) => (clock += ms) };
}

/** A read that settles when told to. */
function pendingRead() {
  let settle: (value: string) => void = () => undefined;
  const read = new Promise<string>((resolve) => (settle = resolve));
  return { load: () => read, settle };
}

describe('the rows of guest menus', () => {
  it('are read once for everyone asking while the read runs and for a second after, then read again', async () => {
    const { cache, load, reads, advance } = setUp();
    const crowd = await Promise.all(Array.from({ length: 50 }, () => cache.read('warung', load())));
    expect(new Set(crowd)).toEqual(new Set(['menu 1']));
    advance(FRESH_MS - 1);
    expect(await cache.read('warung', load())).toBe('menu 1');
    advance(1);
    expect(await cache.read('warung', load())).toBe('menu 2');
    expect(reads()).toBe(2);
  });

  it('are kept per slug', async () => {
    const { cache, load } = setUp();
    expect(await cache.read('warung', load('warung'))).toBe('warung 1');
    expect(await cache.read('diner', load('diner'))).toBe('diner 2');
    expect(await cache.read('warung', load('warung'))).toBe('warung 1');
  });

  it('are dropped by a write to a table a guest menu shows, not by one to another table', async () => {
    const { cache, writes, load } = setUp();
    await cache.read('warung', load());
    writes.written('orders');
    expect(await cache.read('warung', load())).toBe('menu 1');
    writes.written('menu_options', ['some-option']);
    expect(await cache.read('warung', load())).toBe('menu 2');
  });

  it('read before a write are given to who asked meanwhile, but not kept after it', async () => {
    const { cache, writes, load } = setUp();
    const before = pendingRead();
    const first = cache.read('warung', before.load);
    writes.written('menus');
    const afterWrite = cache.read('warung', load('fresh'));
    before.settle('stale');
    expect(await first).toBe('stale');
    expect(await afterWrite).toBe('fresh 1');
    expect(await cache.read('warung', load('again'))).toBe('fresh 1');
  });

  it('that failed to be read are not kept: the next guest reads again', async () => {
    const { cache, load } = setUp();
    await expect(cache.read('warung', () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(await cache.read('warung', load())).toBe('menu 1');
  });

  it(`are kept for at most ${MAX_KEPT} slugs: past it the oldest is read again`, async () => {
    const { cache, load, reads } = setUp();
    for (let i = 0; i <= MAX_KEPT; i += 1) await cache.read(`slug-${i}`, load());
    expect(reads()).toBe(MAX_KEPT + 1);
    await cache.read(`slug-${MAX_KEPT}`, load());
    expect(reads()).toBe(MAX_KEPT + 1);
    await cache.read('slug-0', load());
    expect(reads()).toBe(MAX_KEPT + 2);
  });
});
