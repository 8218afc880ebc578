import { gql } from '@apollo/client';

/** A problem's fields, as the health screen and the impact preview (menus/impact) read them. */
export const MENU_PROBLEM_FIELDS = gql`
  fragment MenuProblemFields on MenuProblem {
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
`;

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
          ...MenuProblemFields
        }
      }
    }
  }
  ${MENU_PROBLEM_FIELDS}
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
