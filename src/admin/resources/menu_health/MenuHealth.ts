import type { MenuHealthRule, MenuProblem } from '../../../domain';

/** A problem as the API answers it: its message's values as name/value pairs. */
export interface HealthProblem extends Omit<MenuProblem, 'values'> {
  values: { name: string; value: string }[];
}

export interface RuleProblems {
  rule: MenuHealthRule;
  count: number;
  problems: HealthProblem[];
}

export interface MenuHealth {
  restaurantId: string;
  restaurantName: string;
  count: number;
  rules: RuleProblems[];
}

export interface RestaurantHealthCount {
  restaurantId: string;
  restaurantName: string;
  count: number;
}

/** The resource name the screens' reads are made as (its failures say "Failed to load data"). */
export const HEALTH_RESOURCE = 'menu_health';
