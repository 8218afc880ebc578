import { useEffect } from 'react';
import { useGetList, useInfiniteGetList } from 'react-admin';

export interface SourceMenu {
  id: string;
  name: string;
  categoryId: string | null;
}

export interface SourceCategory {
  id: string;
  name: string;
  menus: SourceMenu[];
}

/** The server's largest page: a restaurant's menus are read page after page. */
const PAGE = 100;

/** Every menu of `restaurantId`, grouped by category in the restaurant's order (menus without one last). */
export function useSourceMenus(restaurantId: string | null) {
  const filter = { restaurantId };
  const enabled = Boolean(restaurantId);
  const categories = useGetList<{ id: string; name: string }>('menu_categories', { filter, pagination: { page: 1, perPage: PAGE }, sort: { field: 'position', order: 'ASC' } }, { enabled });
  const menus = useInfiniteGetList<SourceMenu>('menus', { filter, pagination: { page: 1, perPage: PAGE }, sort: { field: 'name', order: 'ASC' } }, { enabled });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = menus;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const all = menus.data?.pages.flatMap((page) => page.data) ?? [];
  const known = categories.data ?? [];
  const grouped: SourceCategory[] = known.map((c) => ({ id: c.id, name: c.name, menus: all.filter((m) => m.categoryId === c.id) }));
  const loose = all.filter((m) => !known.some((c) => c.id === m.categoryId));
  if (loose.length) grouped.push({ id: '', name: '', menus: loose });
  return {
    categories: grouped.filter((c) => c.menus.length > 0),
    isPending: enabled && (categories.isPending || menus.isPending || hasNextPage === true),
    error: categories.error ?? menus.error,
    refetch: () => {
      void categories.refetch();
      void menus.refetch();
    },
  };
}
