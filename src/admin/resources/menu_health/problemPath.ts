import { generatePath } from 'react-router-dom';
import { recordPath } from '../audit_entries/recordPath';
import type { AdminRoute } from '../../routing/AdminRoute';
import { MENU_PATHS } from '../menus/paths';
import { FIX_PARAM } from '../../inputs/FocusOnFix';
import type { MenuHealthRule } from '../../../domain';
import type { HealthProblem } from './MenuHealth';
import { BACK_PARAM, MENU_HEALTH_PATHS } from './paths';

/** The field of a menu (or package) form where a rule's problem is fixed. */
const FIELD_OF_RULE: Partial<Record<MenuHealthRule, string>> = {
  PACKAGE_GROUP_UNSATISFIABLE: 'groups',
  OPTION_GROUP_TOO_FEW_OPTIONS: 'optionGroups',
  NO_ORDER_TYPE: 'orderTypes',
  FEATURED_NOT_OFFERED: 'status',
  PRICE_ZERO: 'price',
  NO_CATEGORY: 'categoryId',
  NO_PRINTER_ROUTE: 'printerClassId',
  MISSING_IMAGE: 'imageUrl',
  UNTRANSLATED: 'nameSecondary',
};

/**
 * Where a problem is fixed (relative to /admin): its record's edit screen (or the list holding it),
 * except where the fix lies elsewhere: a stale sold-out mark on the availability screen, a promo
 * with nothing to order in the restaurant's menus. A menu's or a package's form opens on the field
 * to fix, and its Save comes back here. `routes`: the app's route table.
 */
export function problemPath(routes: readonly AdminRoute[], problem: HealthProblem): string | undefined {
  const restoUuid = problem.restaurantId;
  if (problem.rule === 'STALE_SOLD_OUT' || problem.rule === 'STALE_OUT_OF_STOCK')
    return generatePath(MENU_PATHS.availability, { restoUuid });
  if (problem.rule === 'PROMO_NOTHING_ORDERABLE') return generatePath(MENU_PATHS.list, { restoUuid });
  const path = recordPath(routes, problem.resource, problem.recordId, restoUuid);
  const field = FIELD_OF_RULE[problem.rule];
  if (!path || !field || (problem.resource !== 'menus' && problem.resource !== 'package_menus')) return path;
  const search = new URLSearchParams({
    [FIX_PARAM]: field,
    [BACK_PARAM]: generatePath(MENU_HEALTH_PATHS.restaurant, { restoUuid }),
  });
  return `${path}?${search.toString()}`;
}
