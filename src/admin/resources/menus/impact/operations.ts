import { gql } from '@apollo/client';
import { MENU_PROBLEM_FIELDS } from '../../menu_health/operations';

/** What a proposed change of one restaurant's menu would affect (custom query of menus; nothing is written). */
export const MENU_IMPACT = gql`
  query menuImpact($changes: [MenuImpactChange!]!) {
    menuImpact(changes: $changes) {
      restaurantId
      problemCount
      problems {
        ...MenuProblemFields
      }
      packageGroupCount
      packageGroups {
        packageId
        packageName
        group
        min
        available
        atMinimum
      }
      menuCount
      featuredCount
      menus {
        id
        name
        featured
      }
      feedCount
      feeds {
        id
        title
        status
        menuIds
      }
      promoCount
      promos {
        id
        title
        status
      }
      copyCount
      copies {
        id
        name
        sourceMenuId
        restaurantId
        restaurantName
      }
    }
  }
  ${MENU_PROBLEM_FIELDS}
`;
