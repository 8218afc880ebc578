import { gql } from '@apollo/client';

/** The categories given, in their new order (docs/architecture.md §3 custom operation of resto_categories). */
export const REORDER_RESTO_CATEGORIES = gql`
  mutation reorderRestoCategories($ids: [ID!]!) {
    reorderRestoCategories(ids: $ids) {
      id
      position
    }
  }
`;
