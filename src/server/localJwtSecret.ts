/** The JWT secret of a local, single-process install: generated once into DATA_DIR and reused. */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { keptInDataDir } from './keptInDataDir';

export const JWT_SECRET_FILE = 'jwt-secret';

export function localJwtSecret(dataDir: string): string {
  const secret = keptInDataDir(dataDir, JWT_SECRET_FILE, () => randomBytes(48).toString('base64url'));
  if (Buffer.byteLength(secret) < 32) {
    throw new Error(
      `${path.join(dataDir, JWT_SECRET_FILE)} holds a secret shorter than 32 bytes: delete the file to have a new one generated, or set JWT_SECRET.`,
    );
  }
  return secret;
}
