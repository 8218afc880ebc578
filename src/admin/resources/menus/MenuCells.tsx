import { useRecordContext, useTranslate } from 'react-admin';
import { enumLabelKey, formatCurrency, type Currency } from '../../../domain';
import { MenuThumbnail } from './MenuThumbnail';

/** What the list cells a menu and a package menu share read: image, price and status. */
interface ListedItem {
  imageUrl?: string | null;
  price: number;
  status: string;
}

export function ThumbnailCell() {
  const item = useRecordContext<ListedItem>();
  return <MenuThumbnail url={item?.imageUrl} />;
}

/** The price in the restaurant's currency (the bare number until it is known). */
export function PriceCell({ currency }: { currency: Currency | undefined }) {
  const item = useRecordContext<ListedItem>();
  if (!item) return null;
  return <span style={{ whiteSpace: 'nowrap' }}>{currency ? formatCurrency(item.price, currency) : item.price}</span>;
}

export function StatusCell() {
  const item = useRecordContext<ListedItem>();
  const translate = useTranslate();
  return item ? <>{translate(enumLabelKey('itemStatus', item.status))}</> : null;
}
