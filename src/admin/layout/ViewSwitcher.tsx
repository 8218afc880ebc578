import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { View } from '../../domain';
import { useCurrentRestaurant } from './useCurrentRestaurant';
import { useView } from './useView';

const SWITCH_ORDER: readonly View[] = ['SUPER_VIEW', 'MERCHANT_VIEW'];

/** Super admins only: platform view or the current restaurant's view. */
export function ViewSwitcher() {
  const translate = useTranslate();
  const [view, setView] = useView();
  const [restaurantId] = useCurrentRestaurant();
  if (!setView) return null;
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={view}
      aria-label={translate('app.view.label')}
      onChange={(_, next: View | null) => next && setView(next)}
      sx={{ mx: 1, bgcolor: 'background.paper' }}
    >
      {SWITCH_ORDER.map((value) => (
        <ToggleButton key={value} value={value} disabled={value === 'MERCHANT_VIEW' && !restaurantId} sx={{ px: 1.5, py: 0.25 }}>
          {translate(`app.view.${value}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
