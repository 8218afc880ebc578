import type { Locale } from '../../domain';
import type { StoredProfile } from '../providers/profileCookie';
import { publicRequest, type PublicError } from '../../web/publicRequest';

const LOGIN = `mutation login($email: String!, $password: String!) {
  login(email: $email, password: $password) { jwtToken profile { role restoUuid restaurants { uuid } } }
}`;

interface LoginData {
  login: { jwtToken: string; profile: Omit<StoredProfile, 'jwtToken'> };
}

export type LoginOutcome = { profile: StoredProfile } | PublicError;

/** The `login` mutation. A refusal carries the server's message in the chosen language; a failed request has none. */
export async function requestLogin(email: string, password: string, locale: Locale): Promise<LoginOutcome> {
  const outcome = await publicRequest<LoginData>('login', LOGIN, { email, password }, locale);
  if ('error' in outcome) return outcome.error;
  const { jwtToken, profile } = outcome.data.login;
  return {
    profile: {
      role: profile.role,
      restoUuid: profile.restoUuid,
      restaurants: profile.restaurants.map(({ uuid }) => ({ uuid })),
      jwtToken,
    },
  };
}
