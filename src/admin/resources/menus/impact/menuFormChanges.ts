import type { MenuImpactChange } from '../../../../domain';

interface Options {
  id?: string;
  options?: { id?: string }[] | null;
}

/**
 * What the menu form holds of a menu: its id, whether guests see it, and its option groups with their options (new ones
 * without ids).
 */
export interface MenuFormState {
  id?: string | number;
  hidden?: boolean;
  status?: string;
  optionGroups?: Options[] | null;
}

/**
 * What saving the menu form withdraws, as the impact preview names it: the menu hidden, made
 * other than ACTIVE, option groups removed, options removed from the groups it keeps. A menu
 * being created withdraws nothing.
 */
export function menuFormChanges(saved: MenuFormState, values: MenuFormState): MenuImpactChange[] {
  if (saved.id === undefined) return [];
  const id = String(saved.id);
  const kept = new Map((values.optionGroups ?? []).flatMap((group) => (group.id ? [[group.id, group] as const] : [])));
  const groups = (saved.optionGroups ?? []).flatMap((group) =>
    group.id ? [{ id: group.id, options: group.options ?? [] }] : [],
  );
  const deletedGroups = groups.filter((group) => !kept.has(group.id)).map((group) => group.id);
  const deletedOptions = groups.flatMap((group) => {
    const left = kept.get(group.id);
    if (!left) return [];
    const stays = new Set((left.options ?? []).map((option) => option.id));
    return group.options.flatMap((option) => (option.id && !stays.has(option.id) ? [option.id] : []));
  });
  const changes: MenuImpactChange[] = [
    { kind: 'HIDE_MENU', ids: !saved.hidden && values.hidden ? [id] : [] },
    { kind: 'DEACTIVATE_MENU', ids: saved.status === 'ACTIVE' && values.status !== 'ACTIVE' ? [id] : [] },
    { kind: 'DELETE_OPTION_GROUP', ids: deletedGroups },
    { kind: 'DELETE_OPTION', ids: deletedOptions },
  ];
  return changes.filter((change) => change.ids.length > 0);
}
