import { gql, type ApolloClient } from '@apollo/client';

const LOGOUT = gql`
  mutation logout {
    logout
  }
`;

/**
 * Ends the session on the server (every token of the user stops working) and forgets what this
 * client cached for it, even when the server could not be told.
 */
export const serverLogout = (client: ApolloClient<unknown>) => async (): Promise<void> => {
  try {
    await client.mutate({ mutation: LOGOUT });
  } finally {
    await client.clearStore();
  }
};
