/**
 * The server as a process of its own (`src/server/main.ts`, as `npm run serve` starts it) on a test's
 * database copy: for tests whose figures must not share an event loop with the client (a stall test
 * times requests while it sends hostile traffic), and for tests of several processes.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { TEST_JWT_SECRET } from './provided';

export interface ServerProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const READY = /is ready at (http:\/\/localhost:\d+)\//;

export async function startServerProcess(
  settings: { dataDir: string; databaseUrl?: string },
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      METRICS_PORT: '0', // several at once: each its own free port
      DATA_DIR: settings.dataDir,
      DATABASE_URL: settings.databaseUrl ?? '',
      JWT_SECRET: TEST_JWT_SECRET,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      DEMO_SEED: '0',
      DIST_DIR: path.join(os.tmpdir(), 'restoboard-no-dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = READY.exec(output);
      if (ready) resolve(ready[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready:\n${output}`)));
  });
  return {
    url,
    pid: child.pid as number,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
