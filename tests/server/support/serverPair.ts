/**
 * Two server processes on one PostgreSQL (as an operator runs them behind a load balancer), each
 * with a data folder of its own, the limits in PostgreSQL or in Redis: for the tests of what must
 * hold across processes. Started in this process, each a whole server of its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { Settings } from '../../../src/server/config';
import { startServer } from '../../../src/server/startServer';
import { postgresCopy } from './databaseCopy';
import { client, TEST_SERVER_SETTINGS, type TestServer } from './testServer';

export interface ServerPair {
  a: TestServer;
  b: TestServer;
  close(): Promise<void>;
}

/** Undefined when no PostgreSQL answers (the caller's suite is skipped, saying so). */
export const pairTarget = () => {
  const postgres = inject('postgres');
  return 'target' in postgres ? postgres.target : undefined;
};

export async function startServerPair(settings: Partial<Settings> = {}): Promise<ServerPair> {
  const target = pairTarget();
  if (!target) throw new Error('two processes need PostgreSQL');
  const copy = await postgresCopy(target);
  const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restoboard-test-'));
  const a = await startServer({ ...TEST_SERVER_SETTINGS, ...copy.settings, ...settings });
  const b = await startServer({ ...TEST_SERVER_SETTINGS, ...copy.settings, dataDir: otherDir, ...settings });
  return {
    a: client(a),
    b: client(b),
    async close() {
      await Promise.all([a.close(), b.close()]);
      fs.rmSync(otherDir, { recursive: true, force: true });
      await copy.cleanup();
    },
  };
}
