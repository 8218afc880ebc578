import { gql } from '@apollo/client';

export type { ClashChoice, Resolution, TargetOutcome, TargetPlan } from '../../../domain';

export const PREVIEW_DUPLICATION = gql`
  query previewMenuDuplication($input: MenuDuplicationInput!) {
    previewMenuDuplication(input: $input) {
      restaurantId
      restaurantName
      currency
      sourceCurrency
      copies {
        menuId
        name
        categoryName
        price
        clashesWith
      }
    }
  }
`;

export const DUPLICATE_MENUS = gql`
  mutation duplicateMenus($input: MenuDuplicationInput!, $resolutions: [ClashResolution!], $rates: [PriceRate!]) {
    duplicateMenus(input: $input, resolutions: $resolutions, rates: $rates) {
      restaurantId
      created
      overwritten
      skipped
    }
  }
`;
