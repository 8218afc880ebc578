/** Password hashes: argon2id (the library's default algorithm) in PHC string form. */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a stored hash (unknown email) it verifies
 * against a throw-away hash, so an unknown email costs the same time as a wrong password.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const matches = await verify(storedHash ?? (await dummyHash), password).catch(() => false);
  return storedHash !== undefined && matches;
}
