/**
 * Password hashes: argon2id (the library's default algorithm) in PHC string form, at most
 * HASHING_CONCURRENCY at a time.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/**
 * Each hash or verification takes ~20–40 ms of a core and one thread of libuv's pool (4 threads
 * unless UV_THREADPOOL_SIZE says otherwise), which WebCrypto (signing and checking session tokens)
 * and file access share. Handed to the pool all at once, a burst of sign-ins would put every
 * token and file operation behind all of its hashes, and on a 2-core machine four hashing threads
 * leave the event loop (where PGlite runs too) a fraction of a core. So hashes queue here instead:
 * a core is always left to the event loop, and a pool thread to everything else.
 */
export const HASHING_CONCURRENCY = Math.max(
  1,
  Math.min(availableParallelism() - 1, (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1),
);

/** Hashes run first come first served, HASHING_CONCURRENCY at a time. */
const bounded = pLimit(HASHING_CONCURRENCY);

/** Hashes running and waiting now. */
export const hashingLoad = () => ({ running: bounded.activeCount, queued: bounded.pendingCount });

export function hashPassword(password: string): Promise<string> {
  return bounded(() => hash(password));
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a stored hash (unknown email) it verifies
 * against a throw-away hash, so an unknown email costs the same time, and waits in the same
 * queue, as a wrong password.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const against = storedHash ?? (await dummyHash);
  const matches = await bounded(() => verify(against, password)).catch(() => false);
  return storedHash !== undefined && matches;
}
