/**
 * Where the limits count (docs/architecture.md §1 scale-out): in Redis with REDIS_URL, else in PostgreSQL with
 * DATABASE_URL (every process on the database counts as one), else in this process's memory (the
 * embedded database is one process). A shared store that fails degrades to memory, logged.
 */
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Logger } from '../log';
import type { CounterStore } from './counters';
import { memoryCounters } from './memoryCounters';
import { postgresCounters } from './postgresCounters';
import { redisCounters } from './redisCounters';
import { resilientCounters } from './resilientCounters';

export async function limitStoreFor(
  config: Pick<Config, 'redisUrl' | 'databaseUrl'>,
  db: Database,
  log: Logger,
): Promise<CounterStore> {
  if (config.redisUrl) return resilientCounters(await redisCounters(config.redisUrl), 'Redis', log);
  if (config.databaseUrl) return resilientCounters(postgresCounters(db), 'PostgreSQL', log);
  return memoryCounters();
}
