/**
 * Brakes on password guessing: failed sign-ins are counted per email and per client address in
 * memory. Every attempt takes a point first (so concurrent and aliased attempts count one by
 * one); a successful sign-in gives them back.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface LoginLimits {
  perEmail: number;
  perAddress: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perEmail: 5, perAddress: 20, windowSeconds: 15 * 60 };

export type LoginAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class LoginLimiter {
  private readonly byEmail: RateLimiterMemory;
  private readonly byAddress: RateLimiterMemory;

  constructor(limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {
    this.byEmail = new RateLimiterMemory({ keyPrefix: 'login-email', points: limits.perEmail, duration: limits.windowSeconds });
    this.byAddress = new RateLimiterMemory({ keyPrefix: 'login-address', points: limits.perAddress, duration: limits.windowSeconds });
  }

  async attempt(email: string, address: string): Promise<LoginAttempt> {
    const results = await Promise.allSettled([this.byEmail.consume(email), this.byAddress.consume(address)]);
    const waits = results.flatMap((r) => {
      if (r.status === 'fulfilled') return [];
      if (r.reason instanceof RateLimiterRes) return [r.reason.msBeforeNext];
      throw r.reason;
    });
    if (waits.length === 0) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)) };
  }

  async succeeded(email: string, address: string): Promise<void> {
    await Promise.all([this.byEmail.delete(email), this.byAddress.reward(address, 1)]);
  }
}
