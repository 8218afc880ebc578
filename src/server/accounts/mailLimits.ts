/**
 * Brakes on the mail an anonymous visitor can make the server send (a password reset, a new
 * verification link), on the pattern of the sign-in limits: per client address, and per email and
 * address; answered RATE_LIMITED alike for known and unknown emails. Mail to one account is capped
 * besides, whatever the addresses asking: beyond MAILS_PER_ACCOUNT in a window no further mail
 * leaves (silently, so the answer still says nothing about the account).
 */
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from '../auth/loginLimiter';

const WINDOW_SECONDS = 15 * 60;

export const MAIL_LIMITS: LoginLimits = {
  ...DEFAULT_LOGIN_LIMITS,
  perAddress: 10,
  perEmailAndAddress: 3,
  // Requests are never "failures": no per-email slowing.
  freeFailuresPerEmail: Number.MAX_SAFE_INTEGER,
  windowSeconds: WINDOW_SECONDS,
};

export const MAILS_PER_ACCOUNT = { count: 3, windowMs: WINDOW_SECONDS * 1000 } as const;
