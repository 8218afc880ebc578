/**
 * Menu duplication (issue 8): what the preview says per target restaurant, how each name clash is
 * resolved, and what each target's copy did; the server computes them, the screen shows them.
 */
export const CLASH_CHOICES = ['SKIP', 'OVERWRITE', 'RENAME'] as const;
export type ClashChoice = (typeof CLASH_CHOICES)[number];

export interface PlannedCopy {
  menuId: string;
  name: string;
  categoryName: string | null;
  /** The target's menu of the same name (case-insensitive), when there is one. */
  clashesWith: string | null;
}

export interface TargetPlan {
  restaurantId: string;
  restaurantName: string;
  copies: PlannedCopy[];
}

export interface Resolution {
  targetRestaurantId: string;
  menuId: string;
  choice: ClashChoice;
  /** The new name, for RENAME. */
  name?: string | null;
}

export interface TargetOutcome {
  restaurantId: string;
  created: number;
  overwritten: number;
  skipped: number;
}
