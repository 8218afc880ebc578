import { Alert, Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useCallback } from 'react';
import { Title, useBasename, useGetOne, useTranslate } from 'react-admin';
import { ScreenProgress } from '../../layout/ScreenProgress';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isCurrency, type Currency } from '../../../domain';
import { useCustomQuery } from '../../providers/useCustomQuery';
import { LiveChip } from '../orders/LiveStatus';
import { useOrderEvents } from '../orders/useOrderEvents';
import { restaurantEditPath } from '../restaurants/paths';
import { TABLE_ORDERS_TO_CONFIRM, type WaitingTableOrder } from './operations';
import { useTableOrderWords } from './tableOrderWords';
import { WaitingOrderCard } from './WaitingOrderCard';

interface TableOrdersRestaurant {
  id: string;
  name: string;
  currency: string;
  timeZone: string;
  confirmTableOrders: boolean;
}

/**
 * table_orders/{restoUuid}: the restaurant's table orders waiting for its staff (docs/features.md, "Table codes"),
 * oldest first, kept live: each is confirmed, or rejected after asking.
 */
export default function TableOrdersScreen() {
  const translate = useTranslate();
  const words = useTableOrderWords();
  const basename = useBasename();
  const { restoUuid = '' } = useParams();
  const restaurant = useGetOne<TableOrdersRestaurant>('restaurants', { id: restoUuid });
  const waiting = useCustomQuery<{ tableOrdersToConfirm: WaitingTableOrder[] }>('orders', TABLE_ORDERS_TO_CONFIRM, {
    restaurantId: restoUuid,
  });
  const { refetch } = waiting;
  const readAgain = useCallback(() => void refetch(), [refetch]);
  const live = useOrderEvents('tableOrderEvents', restoUuid, readAgain);
  const orders = waiting.data?.tableOrdersToConfirm;
  const settings = restaurant.data;
  const currency: Currency = settings && isCurrency(settings.currency) ? settings.currency : 'Rp.';

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.nav.tableOrders')} />
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography component="h1" variant="h5">
              {words('title', { name: settings?.name ?? '' })}
            </Typography>
            <LiveChip state={live} />
          </Stack>
          {settings && !settings.confirmTableOrders && (
            <Alert severity="info">
              {words('notAsked')}{' '}
              <Link component={RouterLink} color="inherit" to={`${basename}/${restaurantEditPath(restoUuid)}`}>
                {translate('resources.qr.openSettings')}
              </Link>
            </Alert>
          )}
          {restaurant.isPending || waiting.isPending ? (
            <ScreenProgress />
          ) : restaurant.error || waiting.error || !settings || !orders ? (
            <Alert
              severity="error"
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => void Promise.all([restaurant.refetch(), refetch()])}
                >
                  {translate('resources.qr.retry')}
                </Button>
              }
            >
              {translate('errors.failedLoad')}
            </Alert>
          ) : orders.length === 0 ? (
            <Typography color="text.secondary">{words('empty')}</Typography>
          ) : (
            <Box
              component="ul"
              aria-label={words('waiting', { count: orders.length })}
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
                gap: 2,
                m: 0,
                p: 0,
                listStyle: 'none',
              }}
            >
              {orders.map((order) => (
                <WaitingOrderCard
                  key={order.id}
                  order={order}
                  currency={currency}
                  timeZone={settings.timeZone}
                  onDecided={readAgain}
                />
              ))}
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
