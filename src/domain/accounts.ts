/**
 * The account flows of docs/architecture.md §5 as both sides see them: the public paths the mails link to, and
 * the rules of their forms (the page checks them as the user types, the server again).
 */
import type { Role } from './roles';
import { accepted, matchesField, pin, required, strongPassword, type Rule } from './validation';

export const CODE_PURPOSES = ['RESET_PASSWORD', 'VERIFY_EMAIL', 'RESET_PIN'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** The public page (docs/spec.md §2) each code's link opens. */
export const CODE_PATHS: Readonly<Record<CodePurpose, string>> = {
  RESET_PASSWORD: 'psrc',
  VERIFY_EMAIL: 'yfrv',
  RESET_PIN: 'pinrc',
};

/** The staff who work the point of sale with a PIN. */
export const PIN_ROLES: readonly Role[] = ['CASHIER', 'WAITER', 'ADMIN_CASHIER'];
export const hasPin = (role: unknown) => (PIN_ROLES as readonly unknown[]).includes(role);

export const NEW_PASSWORD_RULES: Readonly<Record<string, readonly Rule[]>> = {
  password: [required(), strongPassword()],
  passwordConfirmation: [required(), matchesField('password')],
};

export const NEW_PIN_RULES: Readonly<Record<string, readonly Rule[]>> = {
  pin: [required(), pin()],
  pinConfirmation: [required(), matchesField('pin', 'validation.pinMismatch')],
};

export const TERMS_RULES: Readonly<Record<string, readonly Rule[]>> = { acceptTerms: [accepted()] };

/** Verifying an email: the terms always; a new password only for an invited user, who has none yet. */
export const verifyEmailRules = (needsPassword: boolean): Readonly<Record<string, readonly Rule[]>> =>
  needsPassword ? { ...NEW_PASSWORD_RULES, ...TERMS_RULES } : TERMS_RULES;
