import { gql } from '@apollo/client';

export type { ClashChoice, Resolution, TargetOutcome, TargetPlan } from '../../../domain';

export const PREVIEW_DUPLICATION = gql`
  query previewMenuDuplication($input: MenuDuplicationInput!) {
    previewMenuDuplication(input: $input) {
      restaurantId
      restaurantName
      copies {
        menuId
        name
        categoryName
        clashesWith
      }
    }
  }
`;

export const DUPLICATE_MENUS = gql`
  mutation duplicateMenus($input: MenuDuplicationInput!, $resolutions: [ClashResolution!]) {
    duplicateMenus(input: $input, resolutions: $resolutions) {
      restaurantId
      created
      overwritten
      skipped
    }
  }
`;
