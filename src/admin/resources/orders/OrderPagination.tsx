import { useContext } from 'react';
import type { TablePaginationProps } from '@mui/material';
import { Pagination, useListContext, useTranslate, type PaginationProps } from 'react-admin';
import { ORDER_COUNT_BOUND } from '../../../domain';
import { CurrencyContext, formatCount } from './money';

/**
 * The order history's pagination. The server counts at most ORDER_COUNT_BOUND orders, or as far as the page shown
 * when that is further, and one more (countUpTo): a total past that bound is "of 10,000+", not a number it did not
 * count. The next page stays open (the total is past the page); a total within the bound is told as it is.
 */
export function OrderPagination() {
  const translate = useTranslate();
  const currency = useContext(CurrencyContext);
  const { page, perPage, total } = useListContext();
  const bound = Math.max(ORDER_COUNT_BOUND, page * perPage);
  const more = total !== undefined && total > bound;
  // react-admin hands the props it does not know on to MUI's TablePagination, whose label of the rows shown this is.
  const label: Pick<TablePaginationProps, 'labelDisplayedRows'> = more
    ? {
        labelDisplayedRows: ({ from, to }) =>
          translate('resources.orders.pageOfMore', {
            from: formatCount(from, currency),
            to: formatCount(to, currency),
            bound: formatCount(bound, currency),
          }),
      }
    : {};
  return <Pagination {...(label as PaginationProps)} />;
}
