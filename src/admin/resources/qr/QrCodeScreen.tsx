import { Alert, Button, Card, CardContent } from '@mui/material';
import { Loading, Title, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { QrRestaurant } from './qrCodes';
import { QrCodesPanel } from './QrCodesPanel';

/** qr/{restoUuid}: the restaurant's QR codes, read through the data provider. */
export default function QrCodeScreen() {
  const translate = useTranslate();
  const { restoUuid = '' } = useParams();
  const { data: restaurant, isPending, error, refetch } = useGetOne<QrRestaurant>('restaurants', { id: restoUuid });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.nav.qrCode')} />
      <CardContent>
        {isPending ? (
          <Loading />
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
          <QrCodesPanel restaurant={restaurant} />
        )}
      </CardContent>
    </Card>
  );
}
