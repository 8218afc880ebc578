/** Starts the real server (`src/server/main.ts`) as a child process on a free port, as `npm start` does. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningApp {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Milliseconds from spawn until /graphql answered. */
  readyMs: number;
  stop(): Promise<void>;
  /** Stops the server and removes its data folder. */
  destroy(): Promise<void>;
}

export const JWT_SECRET_FOR_TESTS = 'e2e-secret-that-is-at-least-32-bytes-long!';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export function newDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'restoboard-'));
}

async function waitUntilReady(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${output()}`);
}

/** `port`: the port of an app stopped before, so that its pages reconnect to the new one. */
/** `cwd`: the checkout whose server and build are served (another than this one: a scratch copy). */
/** `args`: what Node runs (the TypeScript sources through tsx unless told otherwise, e.g. the built server). */
export async function startApp(
  options: {
    dataDir?: string;
    port?: number;
    env?: Record<string, string>;
    timeoutMs?: number;
    cwd?: string;
    args?: string[];
  } = {},
): Promise<RunningApp> {
  const dataDir = options.dataDir ?? newDataDir();
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const child = spawn(process.execPath, options.args ?? ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      METRICS_PORT: '0',
      DATA_DIR: dataDir,
      JWT_SECRET: JWT_SECRET_FOR_TESTS,
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd: options.cwd,
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitUntilReady(url, child, () => log, options.timeoutMs ?? 150_000);
  const readyMs = Date.now() - started;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return {
    url,
    dataDir,
    process: child,
    readyMs,
    stop,
    async destroy() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
