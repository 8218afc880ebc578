import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A screen on its way (its code or its record), shown in its place inside the layout. */
export function ScreenProgress() {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('app.waiting')} sx={{ mt: 2 }} />;
}
