import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ENV } from '../../../web/environment';
import { qrMenuUrl } from '../qr/qrTargets';
import { useRestaurant } from '../restaurants/useRestaurant';

/** Opens, in a new tab, the menu guests see behind the restaurant's QR codes (its own code's target). */
export function SeeAsGuestButton({ restaurantId }: { restaurantId: string }) {
  const translate = useTranslate();
  const { slug } = useRestaurant(restaurantId);
  if (!slug) return null;
  return (
    <Button
      size="small"
      href={qrMenuUrl(ENV.publicMenuUrl, slug, { table: null })}
      target="_blank"
      rel="noopener"
      startIcon={<OpenInNewIcon />}
      title={translate('resources.menus.seeAsGuestHint')}
    >
      {translate('resources.menus.seeAsGuest')}
    </Button>
  );
}
