/**
 * Scratch PostgreSQL clusters of a test's own (a primary, and a streaming replica of it) on free ports in a temporary
 * folder, with Debian's binaries: never the machine's own server. PostgreSQL refuses to run as root: as root, every
 * command runs as the `postgres` user (runuser), which owns the folder.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The folder of initdb, pg_ctl and pg_basebackup (the newest Debian installs), or undefined. */
function binaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions
    .map((version) => path.join(root, version, 'bin'))
    .find((bin) => ['initdb', 'pg_ctl', 'pg_basebackup'].every((name) => fs.existsSync(path.join(bin, name))));
}

const BIN = binaries();
const asRoot = process.getuid?.() === 0;

/** Why clusters cannot be started here, or undefined when they can. */
export const clusterSkipReason: string | undefined = !BIN
  ? 'no PostgreSQL binaries (initdb, pg_ctl, pg_basebackup under /usr/lib/postgresql/*/bin)'
  : asRoot && !fs.existsSync('/usr/sbin/runuser')
    ? 'running as root without runuser to start PostgreSQL as the postgres user'
    : undefined;

/** Whether pg_stat_statements is installed (its library and its extension). */
export const hasPgStatStatements = (): boolean => {
  if (!BIN) return false;
  const version = path.basename(path.dirname(BIN));
  return (
    fs.existsSync(path.join(BIN, '..', 'lib', 'pg_stat_statements.so')) &&
    fs.existsSync(`/usr/share/postgresql/${version}/extension/pg_stat_statements.control`)
  );
};

async function pg(command: string, args: string[]): Promise<string> {
  const binary = path.join(BIN as string, command);
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  try {
    const { stdout } = await run(file, argv, { cwd: os.tmpdir(), timeout: 30_000 });
    return stdout;
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`${command} failed: ${stderr?.trim() || String(error)}`, { cause: error });
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Cluster {
  port: number;
  dir: string;
  /** A URL of `database` on it, as the superuser `postgres` (trust on loopback). */
  url(database?: string): string;
  /** Starts it again after a stop, on the same port. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it if it runs (an immediate stop: tests keep nothing). */
  kill(): Promise<void>;
}

function cluster(dir: string, port: number, log: string): Cluster {
  const stopWith = async (mode: 'fast' | 'immediate') => {
    if (fs.existsSync(path.join(dir, 'postmaster.pid'))) await pg('pg_ctl', ['-D', dir, '-m', mode, '-w', 'stop']);
  };
  return {
    port,
    dir,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () => start(dir, port, log),
    stop: () => stopWith('fast'),
    kill: () => stopWith('immediate').catch(() => undefined),
  };
}

async function start(dir: string, port: number, log: string): Promise<void> {
  await pg('pg_ctl', ['-D', dir, '-l', log, '-o', `-p ${port}`, '-w', '-t', '30', 'start']);
}

/** A temporary folder the clusters live in, owned by whoever runs them; `remove` deletes it whole. */
export function clusterFolder(): { root: string; remove(): void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'restoboard-clusters-'));
  if (asRoot) {
    const { uid, gid } = fs.statSync('/var/lib/postgresql');
    fs.chownSync(root, uid, gid);
  }
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/**
 * A primary set up for streaming (wal_level=replica, wal senders), loading pg_stat_statements when it is installed,
 * tuned for tests (no fsync: a crash loses it, which a test never minds).
 */
export async function startPrimary(root: string, { statements }: { statements: boolean }): Promise<Cluster> {
  const dir = path.join(root, 'primary');
  await pg('initdb', ['-D', dir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const settings = [
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${root}'`,
    'wal_level = replica',
    'max_wal_senders = 4',
    'max_replication_slots = 4',
    'fsync = off',
    'synchronous_commit = off',
    'full_page_writes = off',
    'shared_buffers = 32MB',
    'max_connections = 60',
    ...(statements ? ["shared_preload_libraries = 'pg_stat_statements'", 'pg_stat_statements.track = all'] : []),
  ];
  fs.appendFileSync(path.join(dir, 'postgresql.conf'), `\n${settings.join('\n')}\n`);
  const port = await freePort();
  const log = path.join(root, 'primary.log');
  await start(dir, port, log);
  return cluster(dir, port, log);
}

/** A streaming replica of `primary` (pg_basebackup -R with a replication slot of its own), started. */
export async function startReplica(root: string, primary: Cluster): Promise<Cluster> {
  const dir = path.join(root, 'replica');
  await pg('pg_basebackup', [
    ...['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'],
    ...['-D', dir, '-R', '-X', 'stream', '-C', '-S', 'replica_slot', '-c', 'fast', '--no-sync'],
  ]);
  const port = await freePort();
  const log = path.join(root, 'replica.log');
  await start(dir, port, log);
  return cluster(dir, port, log);
}
