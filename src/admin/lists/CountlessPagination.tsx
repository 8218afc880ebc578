import { ListContextProvider, Pagination, useListContext } from 'react-admin';

/**
 * The pagination of a list served without a total (a countless resource: a page, and whether
 * another follows). react-admin's own would say "1-25 of 25" under a last page of one row: on the
 * last page the total is known (the pages before it and what it holds), and is given it; a page
 * with more after it says "of more than".
 */
export function CountlessPagination() {
  const list = useListContext();
  const { page, perPage, data, hasNextPage } = list;
  const total = hasNextPage ? undefined : (page - 1) * perPage + (data?.length ?? 0);
  return (
    <ListContextProvider value={{ ...list, total } as typeof list}>
      <Pagination />
    </ListContextProvider>
  );
}
