import { Alert, useMediaQuery, type Theme } from '@mui/material';
import { useStore, useTranslate } from 'react-admin';
import { STORE_KEYS } from '../store';

interface UserSettings {
  desktopNoticeDismissed?: boolean;
}

/** Below the laptop breakpoint: "not mobile friendly" (spec intro), dismissible and remembered. */
export function DesktopNotice() {
  const translate = useTranslate();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('laptop'));
  const [settings, setSettings] = useStore<UserSettings>(STORE_KEYS.userSettings, {});
  if (!small || settings.desktopNoticeDismissed) return null;
  return (
    <Alert severity="warning" onClose={() => setSettings({ ...settings, desktopNoticeDismissed: true })} sx={{ mt: 1 }}>
      {translate('app.desktopOnly')}
    </Alert>
  );
}
