import { gql } from '@apollo/client';

/**
 * The source's restaurants move to the target, then the source goes (docs/architecture.md §3 custom operation of tags).
 */
export const MERGE_TAGS = gql`
  mutation mergeTags($sourceId: ID!, $targetId: ID!) {
    mergeTags(sourceId: $sourceId, targetId: $targetId) {
      id
      name
      restaurantCount
    }
  }
`;
