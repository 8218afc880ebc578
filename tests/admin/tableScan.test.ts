/**
 * The guest page counts the scan that opened it once per tab and table: a reload or a return to the
 * tab within half an hour sends nothing more, another table or a later scan does.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countTableScan, SCAN_REPEAT_MS } from '../../src/guest/tableScan';

describe('counting the scan of a table once per tab', () => {
  let sent: { slug: string; table: number }[];
  beforeEach(() => {
    sent = [];
    sessionStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        sent.push((JSON.parse(String(init.body)) as { variables: { slug: string; table: number } }).variables);
        return Promise.resolve(new Response(JSON.stringify({ data: { countTableScan: true } })));
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends one scan, none on a reload within the window, another after it or for another table', () => {
    const t0 = Date.UTC(2026, 10, 27, 12);
    countTableScan('kopi-kita', 3, 'en', t0);
    countTableScan('kopi-kita', 3, 'en', t0 + 5_000); // reloaded
    countTableScan('kopi-kita', 4, 'en', t0 + 6_000);
    countTableScan('kopi-kita', 3, 'en', t0 + SCAN_REPEAT_MS);
    expect(sent).toEqual([
      { slug: 'kopi-kita', table: 3 },
      { slug: 'kopi-kita', table: 4 },
      { slug: 'kopi-kita', table: 3 },
    ]);
  });

  it('remembers only a time in the tab, nothing about the guest', () => {
    countTableScan('kopi-kita', 3, 'en', 1_000);
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem('restoboard-scan:kopi-kita:3')).toBe('1000');
  });
});
