import { gql } from '@apollo/client';

/** One restaurant's categories given, in their new order (custom operation of menu_categories). */
export const REORDER_MENU_CATEGORIES = gql`
  mutation reorderMenuCategories($ids: [ID!]!) {
    reorderMenuCategories(ids: $ids) {
      id
      position
    }
  }
`;
