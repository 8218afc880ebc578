import { gql } from '@apollo/client';

/** The whole featured list, in order (DESIGN §3 custom operation of featured). */
export const SET_FEATURED = gql`
  mutation setFeatured($restaurantIds: [ID!]!) {
    setFeatured(restaurantIds: $restaurantIds) {
      id
      restaurantId
      restaurantName
      position
    }
  }
`;
