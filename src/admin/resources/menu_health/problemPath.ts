import { generatePath } from 'react-router-dom';
import { recordPath } from '../audit_entries/recordPath';
import { MENU_PATHS } from '../menus/paths';
import type { HealthProblem } from './MenuHealth';

/**
 * Where a problem is fixed (relative to /admin): its record's edit screen (or the list holding it),
 * except where the fix lies elsewhere: a stale sold-out mark on the availability screen, a promo
 * with nothing to order in the restaurant's menus.
 */
export function problemPath(problem: HealthProblem): string | undefined {
  const restoUuid = problem.restaurantId;
  if (problem.rule === 'STALE_SOLD_OUT') return generatePath(MENU_PATHS.availability, { restoUuid });
  if (problem.rule === 'PROMO_NOTHING_ORDERABLE') return generatePath(MENU_PATHS.list, { restoUuid });
  return recordPath(problem.resource, problem.recordId, restoUuid);
}
