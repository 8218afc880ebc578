/** The JWT secret of a local, single-process install: generated once into DATA_DIR and reused. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const JWT_SECRET_FILE = 'jwt-secret';

export function localJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two first starts cannot overwrite each other's secret.
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (Buffer.byteLength(secret) < 32) {
    throw new Error(`${file} holds a secret shorter than 32 bytes: delete the file to have a new one generated, or set JWT_SECRET.`);
  }
  return secret;
}
