/**
 * Working account link codes (password reset, email verification, PIN reset) for some accounts
 * that are not the fuzzing actors', issued as the server issues them: the account flows then meet
 * malformed passwords and PINs with a code that works, not only codes of nothing. A call that
 * succeeds uses its code up; the others stay usable.
 */
import type { CodePurpose } from '../../../../src/domain';
import { issueCode } from '../../../../src/server/accounts/codes';
import type { Database } from '../../../../src/server/db/database';

const PURPOSES: readonly CodePurpose[] = ['RESET_PASSWORD', 'VERIFY_EMAIL', 'RESET_PIN'];
const ACCOUNTS = 10;

export async function issueAccountCodes(db: Database, userIds: readonly string[], now: Date): Promise<string[]> {
  const codes: string[] = [];
  for (const userId of userIds.slice(0, ACCOUNTS))
    for (const purpose of PURPOSES) codes.push(await issueCode(db, userId, purpose, now));
  return codes;
}
