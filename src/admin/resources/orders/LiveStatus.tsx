import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLiveOrders } from './useLiveOrders';

const COLOR = { connecting: 'default', live: 'success', lost: 'warning' } as const;

/**
 * Keeps the list live, and says whether it is: connecting, live, or lost (reconnecting), announced to screen readers.
 */
export function LiveStatus({ restaurantId }: { restaurantId: string }) {
  const translate = useTranslate();
  const state = useLiveOrders(restaurantId);
  return (
    <span role="status" aria-live="polite">
      <Chip size="small" variant="outlined" color={COLOR[state]} label={translate(`resources.orders.live.${state}`)} />
    </span>
  );
}
