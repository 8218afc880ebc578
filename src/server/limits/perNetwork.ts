import { rateLimited } from '../graphql/appError';
import { clientNetwork } from '../http/clientAddress';
import type { CounterStore } from './counters';

/**
 * A public operation's throttle: at most `max` calls per client network (an IPv6 /64 counts as one)
 * and window, counted in the shared limit store (so across processes); past it, RATE_LIMITED with
 * when to try again.
 */
export async function throttlePerNetwork(
  limits: CounterStore,
  clientAddress: string,
  name: string,
  windowMs: number,
  max: number,
): Promise<void> {
  const attempt = await limits.counter(name, windowMs).take(clientNetwork(clientAddress), max);
  if (!attempt.allowed) throw rateLimited(attempt.retryAfterSeconds);
}
