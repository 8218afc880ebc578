import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLiveOrders } from './useLiveOrders';
import type { LiveState } from './useOrderEvents';

// Colours whose text keeps a 4.5:1 contrast on white (warning's orange does not).
const COLOR = { connecting: 'default', live: 'success', lost: 'error' } as const;

/** Keeps the list live, and says whether it is (LiveChip). */
export function LiveStatus({ restaurantId }: { restaurantId: string }) {
  return <LiveChip state={useLiveOrders(restaurantId)} />;
}

/** Whether a screen is live: connecting, live, or lost (reconnecting), announced to screen readers. */
export function LiveChip({ state }: { state: LiveState }) {
  const translate = useTranslate();
  return (
    <span role="status" aria-live="polite">
      <Chip size="small" variant="outlined" color={COLOR[state]} label={translate(`resources.orders.live.${state}`)} />
    </span>
  );
}
