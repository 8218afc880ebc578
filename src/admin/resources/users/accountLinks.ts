import { gql } from '@apollo/client';

/** The links a user's page sends (server: accountOperations.ts). */
export const SEND_PIN_RESET_LINK = gql`
  mutation sendPinResetLink($userId: ID!) {
    sendPinResetLink(userId: $userId)
  }
`;

export const SEND_VERIFICATION_LINK = gql`
  mutation sendVerificationLink($userId: ID!) {
    sendVerificationLink(userId: $userId)
  }
`;
