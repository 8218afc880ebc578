import { gql } from '@apollo/client';

/** A restaurant's problems by rule (the first of each rule; every one counted). */
export const MENU_HEALTH = gql`
  query menuHealth($restaurantId: ID!) {
    menuHealth(restaurantId: $restaurantId) {
      restaurantId
      restaurantName
      count
      rules {
        rule
        count
        problems {
          rule
          resource
          recordId
          recordName
          detailId
          restaurantId
          values {
            name
            value
          }
        }
      }
    }
  }
`;

/** Super admins: one page of the restaurants, most problems first. */
export const MENU_HEALTH_OVERVIEW = gql`
  query menuHealthOverview($page: Int, $perPage: Int) {
    menuHealthOverview(page: $page, perPage: $perPage) {
      total
      restaurants {
        restaurantId
        restaurantName
        count
      }
    }
  }
`;
