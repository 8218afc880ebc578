import { useTranslate } from 'react-admin';
import { enumLabelKey } from '../../../domain';
import { BreakdownCard } from './BreakdownCard';
import type { MixDimension, TopDimension } from './queries';
import { numberOf, type Figure } from './useFigures';

interface Props {
  figure: Figure;
}

const MIX_TITLES: Record<MixDimension, string> = { orderType: 'byOrderType', paymentMethod: 'byPaymentMethod' };

/** Orders and revenue by order type or payment method (their labels from the enum translations). */
export function MixBreakdown({ dimension, figure }: Props & { dimension: MixDimension }) {
  const translate = useTranslate();
  const rows = (figure.data?.tablePivot() ?? []).map((row) => {
    const value = row[`Orders.${dimension}`];
    return {
      key: String(value),
      label: value ? translate(enumLabelKey(dimension, String(value))) : translate('resources.analytics.noValue'),
      count: numberOf(row, 'Orders.count'),
      revenue: numberOf(row, 'Orders.revenue'),
    };
  });
  return (
    <BreakdownCard
      title={`resources.analytics.charts.${MIX_TITLES[dimension]}`}
      labelColumn={`resources.analytics.columns.${dimension}`}
      countColumn="resources.analytics.columns.orders"
      name={dimension}
      state={figure}
      rows={rows}
    />
  );
}

const TOP = {
  menuName: { title: 'topMenus', column: 'menu', missing: 'noValue' },
  categoryName: { title: 'topCategories', column: 'category', missing: 'noCategory' },
} as const satisfies Record<TopDimension, { title: string; column: string; missing: string }>;

/** The menus or categories that brought the most revenue, with the quantity sold. */
export function TopBreakdown({ dimension, figure }: Props & { dimension: TopDimension }) {
  const translate = useTranslate();
  const { title, column, missing } = TOP[dimension];
  const rows = (figure.data?.tablePivot() ?? []).map((row) => ({
    // An item ordered from a menu since deleted (or never linked) has no menu id: its name tells it apart.
    key: `${String(row['OrderItems.menuId'])}|${String(row[`OrderItems.${dimension}`])}`,
    label: row[`OrderItems.${dimension}`]
      ? String(row[`OrderItems.${dimension}`])
      : translate(`resources.analytics.${missing}`),
    count: numberOf(row, 'OrderItems.quantity'),
    revenue: numberOf(row, 'OrderItems.revenue'),
  }));
  return (
    <BreakdownCard
      title={`resources.analytics.charts.${title}`}
      labelColumn={`resources.analytics.columns.${column}`}
      countColumn="resources.analytics.columns.quantity"
      name={title}
      state={figure}
      rows={rows}
    />
  );
}
