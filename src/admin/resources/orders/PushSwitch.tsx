import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePushNotifications } from './usePushNotifications';

/**
 * "Notify me of new orders": on, off, or why it cannot be switched here (an unsupported browser, notifications
 * blocked).
 */
export function PushSwitch() {
  const translate = useTranslate();
  const { state, busy, toggle } = usePushNotifications();
  const blocked = state === 'unsupported' || state === 'denied';
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={state === 'on'}
            disabled={blocked || state === 'checking' || busy}
            onChange={toggle}
            slotProps={{ input: { 'aria-describedby': blocked ? 'push-switch-reason' : undefined } }}
          />
        }
        label={translate('resources.orders.push.label')}
        slotProps={{ typography: { variant: 'body2' } }}
      />
      {blocked && (
        <Typography id="push-switch-reason" variant="caption" color="text.secondary" sx={{ lineHeight: 1.3 }}>
          {translate(`resources.orders.push.${state}`)}
        </Typography>
      )}
    </Stack>
  );
}
