import { gql, type ApolloClient } from '@apollo/client';
import type { UserIdentity } from 'react-admin';

const ME = gql`
  query me {
    me {
      id
      email
      name
    }
  }
`;

interface MeResult {
  me: { id: string; email: string; name: string | null } | null;
}

/** The signed-in user's name for the user menu (the cookie holds no name, docs/architecture.md §3). */
export const identityFetcher = (client: ApolloClient<unknown>) => async (): Promise<UserIdentity> => {
  const { data } = await client.query<MeResult>({ query: ME, fetchPolicy: 'network-only' });
  if (!data.me) throw new Error('Signed out');
  return { id: data.me.id, fullName: data.me.name || data.me.email };
};
