/**
 * The Redis the limit store tests run against: TEST_REDIS_URL, else the machine's at 127.0.0.1:6379.
 * Skipped, saying why, when none answers; under CI (or with TEST_REDIS_URL set) it must answer.
 */
import { Redis } from 'ioredis';
import { isCi } from './provided';

export const DEFAULT_TEST_REDIS_URL = 'redis://127.0.0.1:6379';

export async function redisWanted(env: NodeJS.ProcessEnv = process.env): Promise<{ url: string; skipReason?: string }> {
  const url = env.TEST_REDIS_URL?.trim() || DEFAULT_TEST_REDIS_URL;
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return { url };
  } catch (error) {
    const why = `no Redis at ${url} (${(error as Error).message})`;
    if (env.TEST_REDIS_URL?.trim() || isCi(env))
      throw new Error(`${why}: under CI or with TEST_REDIS_URL set the Redis suites must run`);
    return { url, skipReason: `${why}; set TEST_REDIS_URL` };
  } finally {
    client.disconnect();
  }
}
