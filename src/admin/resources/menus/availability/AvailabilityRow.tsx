import { FormControl, MenuItem, Select, Stack, Switch, TableCell, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { enumLabelKey, isOffered, isOutOfStock, SOLD_OUT_CHOICES, type SoldOutDuration } from '../../../../domain';
import type { Menu } from '../Menu';
import { MenuThumbnail } from '../MenuThumbnail';
import { StockCounts } from './StockCounts';
import type { AvailabilityChange } from './useSetAvailability';
import { useRestaurantTime } from '../../orders/restaurantClock';

interface Props {
  menu: Menu;
  /** Saves the change; resolves whether it was saved. */
  onChange(change: AvailabilityChange): Promise<boolean>;
  /** Asked before its stock count goes to zero: whether to go on. */
  confirmEmpty(menu: Menu): Promise<boolean>;
}

/**
 * One menu: an available switch and how long it is sold out for. Switching off sells it out for
 * the chosen duration; choosing another duration while sold out starts it again from now. The
 * switch shows the change at once and returns to the real state when saving fails. A menu guests
 * are not offered at all (not active, or hidden) says so, its switch off and disabled. Its stock count is edited
 * beside them, and a count at zero reads "Out of stock".
 */
export function AvailabilityRow({ menu, onChange, confirmEmpty }: Props) {
  const translate = useTranslate();
  const restaurantTime = useRestaurantTime();
  const [duration, setDuration] = useState<SoldOutDuration>('HOUR');
  const [pending, setPending] = useState<boolean | null>(null);
  const available = pending ?? menu.available;

  const save = async (change: AvailabilityChange) => {
    setPending(change.available);
    await onChange(change);
    setPending(null); // the list is read again on success; on failure this is the real state again
  };

  const until = !menu.available && menu.soldOutUntil ? restaurantTime(menu.soldOutUntil) : null;
  const offered = isOffered(menu);
  const state = !offered
    ? menu.status !== 'ACTIVE'
      ? translate('resources.menus.availability.notOffered', {
          status: translate(enumLabelKey('itemStatus', menu.status)),
        })
      : translate('resources.menus.availability.hidden')
    : until
      ? translate('resources.menus.availability.soldOutUntil', { until })
      : isOutOfStock(menu.stockLeft)
        ? translate('resources.menus.availability.outOfStock')
        : translate('resources.menus.availability.available');
  const onSale = offered && menu.available && !isOutOfStock(menu.stockLeft);
  return (
    <TableRow data-testid="availability-row">
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <MenuThumbnail url={menu.imageUrl} size={32} />
          <Typography variant="body2">{menu.name}</Typography>
        </Stack>
      </TableCell>
      <TableCell>
        <Typography variant="body2" color={!offered ? 'text.secondary' : onSale ? 'success.main' : 'error.main'}>
          {state}
        </Typography>
      </TableCell>
      <TableCell>
        <Switch
          checked={offered && available}
          disabled={!offered || pending !== null}
          onChange={(event) =>
            void save(event.target.checked ? { available: true } : { available: false, soldOutFor: duration })
          }
          slotProps={{ input: { 'aria-label': translate('resources.menus.availability.switch', { name: menu.name }) } }}
        />
      </TableCell>
      <TableCell>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <Select
            value={duration}
            disabled={!offered || pending !== null}
            inputProps={{ 'aria-label': translate('resources.menus.availability.soldOutForMenu', { name: menu.name }) }}
            onChange={(event) => {
              const next = event.target.value as SoldOutDuration;
              setDuration(next);
              if (!available) void save({ available: false, soldOutFor: next });
            }}
          >
            {SOLD_OUT_CHOICES.map((key) => (
              <MenuItem key={key} value={key}>
                {translate(`resources.menus.availability.durations.${key}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </TableCell>
      <TableCell>
        <StockCounts menu={menu} confirmEmpty={confirmEmpty} />
      </TableCell>
    </TableRow>
  );
}
