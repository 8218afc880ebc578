import { gql } from '@apollo/client';

/**
 * How many problems a restaurant has: the navigation's badge (apart from the screens' queries, which load with them).
 */
export const MENU_HEALTH_COUNT = gql`
  query menuHealthCount($restaurantId: ID!) {
    menuHealthCount(restaurantId: $restaurantId)
  }
`;
