import { useEffect } from 'react';
import { useGetList, useInfiniteGetList } from 'react-admin';
import { groupByCategory, type CategoryGroup } from '../menus/groupByCategory';

export interface SourceMenu {
  id: string;
  name: string;
  categoryId: string | null;
}

export type SourceCategory = CategoryGroup<SourceMenu>;

/** The server's largest page: a restaurant's menus are read page after page. */
const PAGE = 100;

/** Every menu of `restaurantId`, grouped by category in the restaurant's order (menus without one last). */
export function useSourceMenus(restaurantId: string | null) {
  const filter = { restaurantId };
  const enabled = Boolean(restaurantId);
  const categories = useGetList<{ id: string; name: string }>(
    'menu_categories',
    { filter, pagination: { page: 1, perPage: PAGE }, sort: { field: 'position', order: 'ASC' } },
    { enabled },
  );
  const menus = useInfiniteGetList<SourceMenu>(
    'menus',
    { filter, pagination: { page: 1, perPage: PAGE }, sort: { field: 'name', order: 'ASC' } },
    { enabled },
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = menus;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return {
    categories: groupByCategory(menus.data?.pages.flatMap((page) => page.data) ?? [], categories.data ?? []),
    isPending: enabled && (categories.isPending || menus.isPending || hasNextPage === true),
    error: categories.error ?? menus.error,
    refetch: () => {
      void categories.refetch();
      void menus.refetch();
    },
  };
}
