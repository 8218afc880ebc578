/**
 * Copies of the template PGlite folder for tests that start servers with settings of their own; removed after the file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import type { Settings } from '../../../src/server/config';
import { startServer, type RunningServer } from '../../../src/server/startServer';
import { TEST_JWT_SECRET } from './provided';

/** What every such server starts with. */
export const QUIET_SETTINGS = { port: 0, jwtSecret: TEST_JWT_SECRET, logLevel: 'silent' } as const;

/** A factory of fresh copies, each removed once the calling test file is done. */
export function pgliteCopies(prefix = 'restoboard-copy-'): () => string {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  return () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    fs.cpSync(inject('pgliteTemplateDir'), dir, { recursive: true });
    dirs.push(dir);
    return dir;
  };
}

/** A server on a fresh copy with the given settings; the caller closes it. */
export function startOnCopy(copy: () => string, settings: Partial<Settings> = {}): Promise<RunningServer> {
  return startServer({ ...QUIET_SETTINGS, dataDir: copy(), ...settings });
}
