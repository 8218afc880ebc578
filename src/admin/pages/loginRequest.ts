import type { Locale } from '../../domain';
import { ENV } from '../environment';
import type { StoredProfile } from '../providers/profileCookie';

const LOGIN = `mutation login($email: String!, $password: String!) {
  login(email: $email, password: $password) { jwtToken profile { role restoUuid restaurants { uuid } } }
}`;

interface LoginResponse {
  data?: { login?: { jwtToken: string; profile: Omit<StoredProfile, 'jwtToken'> } | null } | null;
  errors?: { message: string }[];
}

export type LoginOutcome = { profile: StoredProfile } | { message: string | null };

/**
 * The `login` mutation with a plain fetch (no Apollo on the sign-in page). A refusal carries the
 * server's message in the chosen language; a failed request has none.
 */
export async function requestLogin(email: string, password: string, locale: Locale): Promise<LoginOutcome> {
  try {
    const response = await fetch(ENV.graphqlUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': locale },
      body: JSON.stringify({ operationName: 'login', query: LOGIN, variables: { email, password } }),
    });
    const body = (await response.json()) as LoginResponse;
    const login = body.data?.login;
    if (login) {
      const { role, restoUuid, restaurants } = login.profile;
      return { profile: { role, restoUuid, restaurants: restaurants.map(({ uuid }) => ({ uuid })), jwtToken: login.jwtToken } };
    }
    return { message: body.errors?.[0]?.message ?? null };
  } catch (error) {
    console.warn('[network] login', error);
    return { message: null };
  }
}
