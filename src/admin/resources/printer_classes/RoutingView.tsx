import {
  Alert,
  Card,
  CardContent,
  FormControlLabel,
  LinearProgress,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { EmptyMessage } from '../../lists/ListFeedback';
import type { PrinterRoute, PrinterRouting } from './routing';

const PER_PAGE = 25;

/** A menu printing nowhere stands out: its row is tinted and says so in words. */
function RouteRow({ route }: { route: PrinterRoute }) {
  const translate = useTranslate();
  const nowhere = route.via === 'NONE';
  return (
    <TableRow sx={nowhere ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.12) } : undefined}>
      <TableCell>{route.menuName}</TableCell>
      <TableCell>{route.categoryName ?? translate('resources.printer_classes.routing.uncategorized')}</TableCell>
      <TableCell sx={nowhere ? { fontWeight: 'bold' } : undefined}>
        {route.printerClassName ?? translate('resources.printer_classes.routing.nowhere')}
      </TableCell>
      <TableCell>{translate(`resources.printer_classes.routing.via.${route.via}`)}</TableCell>
    </TableRow>
  );
}

/**
 * For every menu of the restaurant, where its ticket prints (its own printer class, else its
 * category's) and, first, how many print nowhere; those alone at the flick of a switch.
 */
export function RoutingView({ routing }: { routing: PrinterRouting | undefined }) {
  const translate = useTranslate();
  const [onlyNowhere, setOnlyNowhere] = useState(false);
  const [page, setPage] = useState(0);
  const nowhere = (routing?.menus ?? []).filter((route) => route.via === 'NONE');
  const shown = onlyNowhere ? nowhere : (routing?.menus ?? []);
  const label = (key: string) => translate(`resources.printer_classes.routing.${key}`);
  return (
    <Card sx={{ mt: 3 }} component="section" aria-labelledby="printer-routing-title">
      <CardContent>
        <Typography id="printer-routing-title" variant="h6" component="h2">
          {label('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {label('intro')}
        </Typography>
        {!routing ? (
          <LinearProgress aria-label={translate('app.waiting')} />
        ) : routing.menus.length === 0 ? (
          <EmptyMessage message="resources.printer_classes.routing.noMenus" />
        ) : (
          <>
            <Alert severity={nowhere.length ? 'warning' : 'success'} sx={{ mb: 1 }}>
              {nowhere.length
                ? translate('resources.printer_classes.routing.nowhereCount', { smart_count: nowhere.length })
                : label('allRouted')}
            </Alert>
            <FormControlLabel
              control={
                <Switch
                  checked={onlyNowhere}
                  onChange={(event) => {
                    setOnlyNowhere(event.target.checked);
                    setPage(0);
                  }}
                />
              }
              label={label('onlyNowhere')}
            />
            <Table size="small" aria-label={label('title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{label('menu')}</TableCell>
                  <TableCell>{label('category')}</TableCell>
                  <TableCell>{label('printsAt')}</TableCell>
                  <TableCell>{label('source')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.slice(page * PER_PAGE, (page + 1) * PER_PAGE).map((route) => (
                  <RouteRow key={route.menuId} route={route} />
                ))}
              </TableBody>
            </Table>
            <TablePagination
              component="div"
              count={shown.length}
              page={page}
              onPageChange={(_, next) => setPage(next)}
              rowsPerPage={PER_PAGE}
              rowsPerPageOptions={[PER_PAGE]}
              labelDisplayedRows={({ from, to, count }) =>
                translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
              }
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
