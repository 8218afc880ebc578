import { gql } from '@apollo/client';

/** The whole featured list, in order (docs/architecture.md §3 custom operation of featured). */
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

/** Restaurants put at the end of the featured list (those on it stay where they are). */
export const ADD_FEATURED = gql`
  mutation addFeatured($restaurantIds: [ID!]!) {
    addFeatured(restaurantIds: $restaurantIds) {
      id
    }
  }
`;

/** Restaurants taken off the featured list. */
export const REMOVE_FEATURED = gql`
  mutation removeFeatured($restaurantIds: [ID!]!) {
    removeFeatured(restaurantIds: $restaurantIds) {
      id
    }
  }
`;
