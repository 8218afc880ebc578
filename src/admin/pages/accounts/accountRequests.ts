import type { CodePurpose, Locale } from '../../../domain';
import { publicRequest, type PublicError } from '../../../web/publicRequest';

export interface AccountLink {
  email: string;
  needsPassword: boolean;
}

export const ACCOUNT_LINK = `query accountLink($code: String!, $purpose: AccountLinkPurpose!) {
  accountLink(code: $code, purpose: $purpose) { email needsPassword }
}`;

/**
 * The account a link is for; null when it has been used or has expired; an error when the server could not be asked.
 */
export async function fetchAccountLink(
  code: string,
  purpose: CodePurpose,
  locale: Locale,
): Promise<AccountLink | null | PublicError> {
  const outcome = await publicRequest<{ accountLink: AccountLink | null }>(
    'accountLink',
    ACCOUNT_LINK,
    { code, purpose },
    locale,
  );
  return 'error' in outcome ? outcome.error : outcome.data.accountLink;
}

/** The mutations of the account flows with their arguments' GraphQL types; each answers `true` or is refused. */
export const ACCOUNT_MUTATIONS = {
  requestPasswordReset: { email: 'String!' },
  requestVerificationLink: { email: 'String!' },
  resetPassword: { code: 'String!', password: 'String!', passwordConfirmation: 'String!' },
  verifyEmail: { code: 'String!', password: 'String', passwordConfirmation: 'String', acceptTerms: 'Boolean!' },
  resetPin: { code: 'String!', pin: 'String!', pinConfirmation: 'String!' },
} as const;

export type AccountMutation = keyof typeof ACCOUNT_MUTATIONS;

export function accountMutationDocument(name: AccountMutation): string {
  const args = Object.entries(ACCOUNT_MUTATIONS[name]);
  const parameters = args.map(([arg, type]) => `$${arg}: ${type}`).join(', ');
  return `mutation ${name}(${parameters}) { ${name}(${args.map(([arg]) => `${arg}: $${arg}`).join(', ')}) }`;
}

/** Runs an account mutation with the values of its form; null when it was done. */
export async function accountMutation(
  name: AccountMutation,
  variables: Record<string, unknown>,
  locale: Locale,
): Promise<PublicError | null> {
  const outcome = await publicRequest(name, accountMutationDocument(name), variables, locale);
  return 'error' in outcome ? outcome.error : null;
}

export const requestVerificationLink = (email: string, locale: Locale) =>
  accountMutation('requestVerificationLink', { email }, locale);
