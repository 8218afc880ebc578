import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDataProvider, type HttpError } from 'react-admin';
import type { MenuImpact, MenuImpactChange } from '../../../../domain';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { HealthProblem } from '../../menu_health/MenuHealth';
import { MENU_IMPACT } from './operations';

/** The impact as the API answers it: its problems' values as name/value pairs. */
export type ImpactAnswer = Omit<MenuImpact, 'problems'> & { problems: HealthProblem[] };

/** The resource a failure is named after: a category's delete that is refused says "Menu category is still in use…". */
const resourceOf = (changes: readonly MenuImpactChange[]) =>
  changes.every((change) => change.kind.endsWith('_CATEGORY')) ? 'menu_categories' : 'menus';

/**
 * The impact of `changes`, through react-admin's react-query client: the dialog opened after a
 * check shows that check's answer rather than asking again (fresh for a few seconds). A failure is
 * shown with a retry, never retried unseen.
 */
export const impactQuery = (dataProvider: AppDataProvider, changes: readonly MenuImpactChange[]) =>
  queryOptions({
    queryKey: ['menus', 'menuImpact', changes],
    queryFn: async () =>
      (
        await dataProvider.query<{ menuImpact: ImpactAnswer }>(resourceOf(changes), {
          query: MENU_IMPACT,
          variables: { changes },
        })
      ).menuImpact,
    staleTime: 10_000,
    retry: false,
  });

export function useMenuImpact(changes: readonly MenuImpactChange[]) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery(impactQuery(dataProvider, changes));
}

/**
 * Whether the change affects something worth asking about before hiding or selling out: a problem
 * it adds (a package that can no longer be ordered…), a package group it leaves at its minimum (one
 * more and the package cannot be ordered), a featured menu or a feed post showing what it withdraws. Promos (they apply
 * to whole orders) and copies (separate menus, left as they are)
 * are listed when the dialog shows, but never open it by themselves: a chain that duplicated its
 * whole menu would otherwise be asked at every hide, and learn to click through.
 */
export const isAffecting = (impact: ImpactAnswer) =>
  impact.problemCount > 0 ||
  impact.packageGroups.some((group) => group.atMinimum) ||
  impact.featuredCount > 0 ||
  impact.feedCount > 0;

/**
 * A change the server would refuse whatever is checked (a category that still holds menus cannot be deleted): said as
 * such, and not offered.
 */
export const isRefusal = (error: unknown) => (error as Partial<HttpError> | null)?.status === 409;
