import { Alert, Link as MuiLink } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { restaurantEditPath } from '../restaurants/paths';

/** Shown while a restaurant has no tables: only its own code exists until the table number is set. */
export function NoTablesHint({ restaurantId }: { restaurantId: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Alert severity="info">
      {translate('resources.qr.noTables')}{' '}
      <MuiLink component={Link} color="inherit" to={`${basename}/${restaurantEditPath(restaurantId)}`}>
        {translate('resources.qr.openSettings')}
      </MuiLink>
    </Alert>
  );
}
