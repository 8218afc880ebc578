import type { ComponentType } from 'react';
import { AccountLinkButtons } from './AccountLinkButtons';

/** What an account action on the user's edit screen receives. */
export interface UserAccountActionProps {
  user: { id: string; email: string; role: string; status: string; verified: boolean };
}

/**
 * The account flows' buttons on a user's edit screen ("Send PIN reset link", "Resend
 * verification"): each renders itself for the user (or nothing when it does not apply).
 */
export const USER_ACCOUNT_ACTIONS: readonly ComponentType<UserAccountActionProps>[] = [({ user }) => <AccountLinkButtons record={user} />];
