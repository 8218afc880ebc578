import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { adminLevel, isCurrency } from '../../../domain';
import { useProfile } from '../../useProfile';
import { RestaurantPicker } from '../featured/RestaurantPicker';
import type { AnalyticsScope } from './useAnalyticsScope';

const PICKER_LABELS = {
  label: 'resources.analytics.pick',
  hint: 'resources.analytics.pickHint',
  takenNote: 'resources.analytics.shown',
};

/**
 * Super and multi admins choose what the figures cover: a restaurant (`analytics/{restoUuid}`) or
 * all of theirs (`analytics`), and for all restaurants in several currencies, which currency.
 */
export function ScopePicker({ restaurantId, scope }: { restaurantId?: string; scope: AnalyticsScope }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const level = adminLevel(useProfile());
  if (level !== 'IS_SUPERADMIN' && level !== 'IS_MULTIADMIN') return null;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <RestaurantPicker
          taken={new Set(restaurantId ? [restaurantId] : [])}
          onPick={(restaurant) => navigate(`${basename}/analytics/${restaurant.id}`)}
          labels={PICKER_LABELS}
        />
        {restaurantId && (
          <Button variant="outlined" onClick={() => navigate(`${basename}/analytics`)} sx={{ mt: 1 }}>
            {translate('resources.analytics.showAll')}
          </Button>
        )}
        {scope.currencies.length > 0 && scope.currency && (
          <TextField
            select
            size="small"
            label={translate('resources.analytics.currency')}
            value={scope.currency}
            onChange={(event) => isCurrency(event.target.value) && scope.setCurrency(event.target.value)}
            sx={{ width: 140, mt: 0.5 }}
          >
            {scope.currencies.map((currency) => (
              <MenuItem key={currency} value={currency}>
                {currency}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {scope.currencies.length > 0 && scope.currency && (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.analytics.currencyNote', { currency: scope.currency })}
        </Typography>
      )}
    </Stack>
  );
}
