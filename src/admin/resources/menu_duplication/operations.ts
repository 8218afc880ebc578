import { gql } from '@apollo/client';

export type ClashChoice = 'SKIP' | 'OVERWRITE' | 'RENAME';

export interface DuplicationInput {
  menuIds: string[];
  targetRestaurantIds: string[];
}

export interface PlannedCopy {
  menuId: string;
  name: string;
  categoryName: string | null;
  clashesWith: string | null;
}

export interface TargetPlan {
  restaurantId: string;
  restaurantName: string;
  copies: PlannedCopy[];
}

export interface TargetOutcome {
  restaurantId: string;
  created: number;
  overwritten: number;
  skipped: number;
}

export interface Resolution {
  targetRestaurantId: string;
  menuId: string;
  choice: ClashChoice;
  name?: string;
}

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
