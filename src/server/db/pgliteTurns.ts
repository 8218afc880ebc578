/**
 * PGlite runs a statement as one synchronous WebAssembly call, and its lock hands the next queued
 * statement over in a microtask: while requests keep statements queued, one statement follows the
 * other without the event loop ever reaching its I/O. A burst of reads (200 guests opening a menu at
 * once) then ran as one unbroken chain, and a cheap request arriving meanwhile could not even be read
 * until the chain had ended (1.3–1.9 s under load in the stall test). So once statements have held
 * the loop for SLICE_MS without a break, the next one first lets the loop take a turn (setImmediate:
 * after the pending I/O), and the slice starts afresh. Short, because a busy Node server accepts one
 * waiting connection per turn of its loop (measured on Node 20 and 24: 10 ms turns accepted 100
 * connections a second, whatever the backlog), and a new client's connection waits behind the others.
 */
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';

export const SLICE_MS = 2;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Makes the client's statements give the event loop a turn every `sliceMs` of statements run back to back. */
export function shareTheLoop(client: PGlite, sliceMs = SLICE_MS): void {
  const runQueryExclusive = client._runExclusiveQuery.bind(client);
  let sliceStartedAt: number | undefined;
  const startSlice = () => {
    sliceStartedAt = performance.now();
    // Runs at the loop's next turn: the chain has broken by itself, so the next statement starts a slice.
    setImmediate(() => (sliceStartedAt = undefined));
  };
  client._runExclusiveQuery = <T>(statement: () => Promise<T>): Promise<T> =>
    runQueryExclusive(async () => {
      if (sliceStartedAt === undefined) startSlice();
      else if (performance.now() - sliceStartedAt >= sliceMs) {
        await nextTurn();
        startSlice();
      }
      return statement();
    });
}
