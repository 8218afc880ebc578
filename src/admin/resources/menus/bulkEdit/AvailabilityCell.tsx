import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { DATE_TIME } from '../../../lists/dateFormats';
import type { Menu } from '../Menu';

/** Available, or sold out until when. */
export function AvailabilityCell() {
  const menu = useRecordContext<Menu>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!menu) return null;
  if (menu.available) return <>{translate('resources.menus.availability.available')}</>;
  if (!menu.soldOutUntil) return <>{translate('resources.menus.soldOut')}</>;
  return (
    <>
      {translate('resources.menus.availability.soldOutUntil', {
        until: new Date(menu.soldOutUntil).toLocaleString(locale, DATE_TIME),
      })}
    </>
  );
}
