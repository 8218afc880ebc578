import { gql } from '@apollo/client';

/**
 * The menus a package's groups may offer, with whether each is hidden or sold out now (docs/architecture.md §3 custom
 * query of package_menus).
 */
export const PACKAGE_MENU_CHOICES = gql`
  query packageMenuChoices($restaurantId: ID!) {
    packageMenuChoices(restaurantId: $restaurantId) {
      id
      name
      price
      hidden
      soldOut
    }
  }
`;
