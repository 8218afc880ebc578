import {
  Box,
  Card,
  CardContent,
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useGetList, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ListFeedback } from '../../../lists/ListFeedback';
import type { MenuCategory } from '../../menu_categories/MenuCategory';
import { groupByCategory } from '../groupByCategory';
import { useImpactConfirm } from '../impact/useImpactConfirm';
import type { Menu } from '../Menu';
import { AvailabilityRow } from './AvailabilityRow';
import { useSetAvailability } from './useSetAvailability';
import { useImpactWords } from '../impact/useImpactWords';
import { DayRuleContext, RestaurantZoneCaption, useRestaurantClock } from '../../orders/restaurantClock';

const PER_PAGE = 100;

/**
 * menu_availability/{restoUuid}: every menu of the restaurant by category, switched available or sold out for a while.
 */
export default function AvailabilityScreen() {
  const translate = useTranslate();
  const words = useImpactWords();
  const { restoUuid = '' } = useParams();
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const filter = { restaurantId: restoUuid, ...(q.trim() ? { q: q.trim() } : {}) };
  const categories = useGetList<MenuCategory>('menu_categories', {
    filter: { restaurantId: restoUuid },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'position', order: 'ASC' },
  });
  const menus = useGetList<Menu>('menus', {
    filter,
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'position', order: 'ASC' },
  });
  const setAvailability = useSetAvailability();
  const clock = useRestaurantClock(restoUuid);
  const impact = useImpactConfirm();
  const pages = Math.ceil((menus.total ?? 0) / PER_PAGE);

  // Selling out an available menu asks first when that affects something (a sold-out menu given another duration does
  // not).
  const change = async (menu: Menu, available: Parameters<typeof setAvailability>[1]) => {
    const title = words('sellOutTitle', { name: menu.name });
    const sellsOut = menu.available && !available.available;
    if (
      sellsOut &&
      !(await impact.confirm({
        changes: [{ kind: 'SELL_OUT_MENU', ids: [menu.id] }],
        title,
        confirmLabel: words('sellOut'),
      }))
    )
      return false;
    const saved = await setAvailability([menu.id], available);
    await menus.refetch();
    return saved;
  };

  // A count going to zero withdraws the menu as selling it out does: the same preview, asked the same way.
  const confirmEmpty = (menu: Menu) =>
    impact.confirm({
      changes: [{ kind: 'SELL_OUT_MENU', ids: [menu.id] }],
      title: words('emptyStockTitle', { name: menu.name }),
      confirmLabel: words('emptyStock'),
    });

  const isPending = menus.isPending || categories.isPending;
  const error = menus.error ?? categories.error;
  const groups = groupByCategory(menus.data ?? [], categories.data ?? []);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.nav.availability')} />
      {/* "Sold out until" is a time on the restaurant's clock; "rest of the day" ends at its next business day. */}
      <DayRuleContext.Provider value={clock}>
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('resources.menus.availability.intro')}
          </Typography>
          <RestaurantZoneCaption />
          <TextField
            size="small"
            label={translate('ra.action.search')}
            value={q}
            onChange={(event) => (setQ(event.target.value), setPage(1))}
            sx={{ mb: 2, width: 320 }}
          />
          <ListFeedback
            isPending={isPending}
            error={error}
            refetch={() => void (menus.refetch(), categories.refetch())}
            isEmpty={groups.length === 0}
            emptyMessage="resources.menus.empty"
          />
          {!isPending && !error && groups.length > 0 && (
            <Table size="small" aria-label={translate('app.nav.availability')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.menus.fields.name')}</TableCell>
                  <TableCell>{translate('resources.menus.availability.state')}</TableCell>
                  <TableCell>{translate('resources.menus.availability.availableColumn')}</TableCell>
                  <TableCell>{translate('resources.menus.availability.soldOutFor')}</TableCell>
                  <TableCell>{translate('resources.menus.availability.stock')}</TableCell>
                </TableRow>
              </TableHead>
              {groups.map((group) => (
                <TableBody key={group.id ?? 'none'}>
                  <TableRow>
                    <TableCell
                      component="th"
                      scope="rowgroup"
                      colSpan={5}
                      sx={{ bgcolor: 'action.hover', fontWeight: 'bold' }}
                    >
                      {group.name ?? translate('resources.menus.availability.noCategory')}
                    </TableCell>
                  </TableRow>
                  {group.menus.map((menu) => (
                    <AvailabilityRow
                      key={menu.id}
                      menu={menu}
                      onChange={(available) => change(menu, available)}
                      confirmEmpty={confirmEmpty}
                    />
                  ))}
                </TableBody>
              ))}
            </Table>
          )}
          {pages > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
              <Pagination count={pages} page={page} onChange={(_event, next) => setPage(next)} />
            </Box>
          )}
          {impact.dialog}
        </CardContent>
      </DayRuleContext.Provider>
    </Card>
  );
}
