/** A tiny GraphQL client for browser tests and benchmarks, and the profile cookie the admin stores. */

export const DEMO_PASSWORD = 'Demo#2026';

export interface Session {
  jwtToken: string;
  profile: { role: string; restoUuid: string | null; restaurants: { uuid: string; name: string }[] };
}

export async function graphql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (json.errors?.length) throw new Error(json.errors.map((e) => e.message).join('; '));
  return json.data as T;
}

export async function login(url: string, email: string, password: string): Promise<Session> {
  const data = await graphql<{ login: Session }>(
    url,
    'mutation login($email: String!, $password: String!) { login(email: $email, password: $password) { jwtToken profile { role restoUuid restaurants { uuid name } } } }',
    { email, password },
  );
  return data.login;
}

/** The cookie value of docs/spec.md §1 / docs/architecture.md §3: base64 of JSON, restaurants as uuids only. */
export function profileCookie(session: Session): string {
  const { role, restoUuid, restaurants } = session.profile;
  const json = JSON.stringify({
    role,
    restoUuid,
    restaurants: restaurants.map(({ uuid }) => ({ uuid })),
    jwtToken: session.jwtToken,
  });
  return Buffer.from(json).toString('base64');
}

/** A table's code (docs/features.md, "Table codes") as the restaurant's ADMIN reads it: orders at the table need it. */
export async function tableCode(url: string, adminToken: string, restaurantId: string, table: number): Promise<string> {
  const { tableCodes } = await graphql<{ tableCodes: { table: number; code: string }[] }>(
    url,
    'query ($id: ID!) { tableCodes(restaurantId: $id) { table code } }',
    { id: restaurantId },
    adminToken,
  );
  const found = tableCodes.find((entry) => entry.table === table);
  if (!found) throw new Error(`Restaurant ${restaurantId} has no table ${table}`);
  return found.code;
}
