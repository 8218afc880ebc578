/** docs/architecture.md §1: one process per PGlite folder, guarded by a lock file whose owner is checked for life. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseLockedError, LOCK_FILE } from '../../src/server/db/pgliteLock';
import { startServer } from '../../src/server/startServer';
import { pgliteCopies, QUIET_SETTINGS as settings } from './support/pgliteCopy';
import { TEST_JWT_SECRET } from './support/provided';

const copyOfTemplate = pgliteCopies('restoboard-lock-');
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A pid that is certainly not running: a child that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid as number;
}

describe('the PGlite lock file', () => {
  it('a second open of the same folder is refused while the first lives, and allowed after it closed', async () => {
    const dataDir = copyOfTemplate();
    const first = await startServer({ ...settings, dataDir });
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    await expect(startServer({ ...settings, dataDir })).rejects.toThrow(DatabaseLockedError);
    await first.close();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    const second = await startServer({ ...settings, dataDir });
    await second.close();
  });

  it('a stale lock (its process is gone) is taken over', async () => {
    const dataDir = copyOfTemplate();
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), String(await deadPid()));
    const server = await startServer({ ...settings, dataDir });
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    await server.close();
  });

  it("a lock naming this process's own pid, left by an earlier process (pid 1 after a container restart), is stale", async () => {
    const dataDir = copyOfTemplate();
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), String(process.pid));
    const server = await startServer({ ...settings, dataDir });
    try {
      expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
      // Now this process holds it: a second open of the folder, even by another path to it, is refused.
      await expect(startServer({ ...settings, dataDir: path.join(dataDir, '.') })).rejects.toThrow(DatabaseLockedError);
    } finally {
      await server.close();
    }
  });

  it('a second server process is refused with a clear message and exit code 1', async () => {
    const dataDir = copyOfTemplate();
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), String(process.pid)); // this test process: alive
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', JWT_SECRET: TEST_JWT_SECRET },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`is in use by another Restoboard process (pid ${process.pid})`);
  });

  it('a folder that is not a usable database is reported clearly', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restoboard-broken-'));
    dirs.push(dataDir);
    fs.mkdirSync(path.join(dataDir, 'pglite'));
    fs.writeFileSync(path.join(dataDir, 'pglite', 'postgresql.conf'), '');
    await expect(startServer({ ...settings, dataDir })).rejects.toThrow(/looks incomplete or damaged/);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });
});
