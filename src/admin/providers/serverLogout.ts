import { gql, type ApolloClient } from '@apollo/client';
import { END_VIEW_AS } from '../viewAs/operations';
import { readProfile, writeProfile } from './profileCookie';

const LOGOUT = gql`
  mutation logout {
    logout
  }
`;

/**
 * Ends the session on the server (every token of the user stops working) and forgets what this
 * client cached for it, even when the server could not be told. A super admin viewing as someone
 * ends the view first (a view-as token may not sign out), then its own session.
 */
export const serverLogout = (client: ApolloClient<unknown>) => async (): Promise<void> => {
  try {
    const profile = readProfile();
    if (profile?.viewAs) {
      await client.mutate({ mutation: END_VIEW_AS });
      // The super admin's own session is the one signing out.
      if (profile.own) writeProfile(profile.own);
    }
    await client.mutate({ mutation: LOGOUT });
  } finally {
    await client.clearStore();
  }
};
