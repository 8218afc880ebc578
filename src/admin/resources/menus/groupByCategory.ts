export interface CategoryGroup<M> {
  /** null for the menus without a (known) category. */
  id: string | null;
  name: string | null;
  menus: M[];
}

/**
 * Menus by category, in the order of `categories`; menus without one (or with one not listed) last; empty groups left
 * out.
 */
export function groupByCategory<M extends { categoryId: string | null }>(
  menus: readonly M[],
  categories: readonly { id: string; name: string }[],
): CategoryGroup<M>[] {
  const groups: CategoryGroup<M>[] = [
    ...categories.map((c) => ({ id: c.id, name: c.name, menus: [] })),
    { id: null, name: null, menus: [] },
  ];
  const index = new Map(groups.map((group) => [group.id, group]));
  for (const menu of menus) (index.get(menu.categoryId) ?? index.get(null))?.menus.push(menu);
  return groups.filter((group) => group.menus.length > 0);
}
