import { Alert, Button, Card, CardContent } from '@mui/material';
import { useMemo } from 'react';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { ScreenProgress } from '../../layout/ScreenProgress';
import { useParams } from 'react-router-dom';
import { useCustomQuery } from '../../providers/useCustomQuery';
import { TABLE_CODES, type TableCode } from './operations';
import type { QrRestaurant } from './qrCodes';
import { QrCodesPanel } from './QrCodesPanel';

/** qr/{restoUuid}: the restaurant's QR codes with its tables' codes, read through the data provider. */
export default function QrCodeScreen() {
  const translate = useTranslate();
  const { restoUuid = '' } = useParams();
  const read = useGetOne<QrRestaurant>('restaurants', { id: restoUuid });
  const codes = useCustomQuery<{ tableCodes: TableCode[] }>('restaurants', TABLE_CODES, { restaurantId: restoUuid });
  const tableCodes = useMemo(
    () => new Map(codes.data?.tableCodes.map(({ table, code }) => [table, code])),
    [codes.data],
  );
  const restaurant = read.data;
  const isPending = read.isPending || codes.isPending;
  const error = read.error ?? codes.error;
  const refetch = () => Promise.all([read.refetch(), codes.refetch()]);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.nav.qrCode')} />
      <CardContent>
        {isPending ? (
          <ScreenProgress />
        ) : error || !restaurant ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {translate('resources.qr.retry')}
              </Button>
            }
          >
            {translate('errors.failedLoad')}
          </Alert>
        ) : (
          <QrCodesPanel restaurant={restaurant} tableCodes={tableCodes} />
        )}
      </CardContent>
    </Card>
  );
}
