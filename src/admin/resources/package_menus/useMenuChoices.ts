import { useMemo } from 'react';
import { useCustomQuery } from '../../providers/useCustomQuery';
import { PACKAGE_MENU_CHOICES } from './operations';
import type { MenuChoice } from './packageMenu';

/** The restaurant's menus a group may offer, as a list (for the picker) and by id (for the warnings). */
export function useMenuChoices(restaurantId: string | undefined) {
  const { data, error, isPending, refetch } = useCustomQuery<{ packageMenuChoices: MenuChoice[] }>(
    'package_menus',
    PACKAGE_MENU_CHOICES,
    { restaurantId },
    restaurantId !== undefined,
  );
  const choices = useMemo(() => data?.packageMenuChoices ?? [], [data]);
  const byId = useMemo(() => new Map(choices.map((choice) => [choice.id, choice])), [choices]);
  return { choices, byId, error, isPending, refetch };
}
