import { Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { Title, useBasename, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';

/** A denied or unknown admin route: the URL stays, the page says so (docs/spec.md §2, docs/spec.md §6). */
export function AdminNotFound() {
  const translate = useTranslate();
  const basename = useBasename();
  const { pathname } = useLocation();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('ra.page.not_found')} />
      <CardContent>
        <Typography variant="h6" component="p" gutterBottom>
          {translate('app.notFoundFor', { path: pathname })}
        </Typography>
        <MuiLink component={Link} to={basename || '/'}>
          {translate('app.backToAdmin')}
        </MuiLink>
      </CardContent>
    </Card>
  );
}
