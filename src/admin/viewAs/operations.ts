import { gql } from '@apollo/client';

/** The view-as session (server: viewAs/viewAsOperations.ts). */
const PAYLOAD = `
  jwtToken
  profile { id email name role restoUuid restaurants { uuid name } viewAs { by { id } until } }
`;

export const START_VIEW_AS = gql`
  mutation startViewAs($userId: ID, $role: String, $restaurantId: ID, $reason: String!) {
    startViewAs(userId: $userId, role: $role, restaurantId: $restaurantId, reason: $reason) { ${PAYLOAD} }
  }
`;

/** Ends the view-as token for good; the client goes back to the super admin's own session, which it kept. */
export const END_VIEW_AS = gql`
  mutation endViewAs {
    endViewAs
  }
`;

export interface SessionPayload {
  jwtToken: string;
  profile: {
    id: string;
    email: string;
    name: string | null;
    role: string;
    restoUuid: string | null;
    restaurants: { uuid: string; name: string }[];
    viewAs: { by: { id: string }; until: string } | null;
  };
}
