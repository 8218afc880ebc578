import { Card, CardContent, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatCurrency, isCurrency, type UnclosedDay } from '../../../domain';
import { ListFeedback } from '../../lists/ListFeedback';
import { useCustomQuery } from '../../providers/useCustomQuery';
import { DAY_CLOSE_RESOURCE } from './daySheet';
import { UNCLOSED_DAYS } from './operations';
import { useDayCloseWords } from './useDayCloseWords';
import { useDayName } from './useDayName';

/** The last days a super admin checks: seven, the server's default. */
const DAYS = 7;

/**
 * day_close (the platform's): the days with paid orders that their restaurant has not closed, each a link to that day.
 */
export function PlatformDayCloses() {
  const words = useDayCloseWords();
  const dayName = useDayName();
  const unclosed = useCustomQuery<{ unclosedDays: UnclosedDay[] }>(DAY_CLOSE_RESOURCE, UNCLOSED_DAYS, { days: DAYS });
  const rows = unclosed.data?.unclosedDays;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={words('platformTitle')} />
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {words('platformIntro', { days: DAYS })}
        </Typography>
        <ListFeedback
          isPending={!rows && !unclosed.error}
          error={unclosed.error}
          refetch={() => void unclosed.refetch()}
          isEmpty={rows?.length === 0}
          emptyMessage={words('noneUnclosed')}
        />
        {rows && rows.length > 0 && (
          <Table size="small" aria-label={words('platformTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{words('restaurant')}</TableCell>
                <TableCell>{words('day')}</TableCell>
                <TableCell align="right">{words('orders')}</TableCell>
                <TableCell align="right">{words('paid')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={`${row.restaurantId}-${row.businessDay}`}>
                  <TableCell>{row.restaurantName}</TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={`/admin/day_close/${row.restaurantId}?day=${row.businessDay}`}>
                      {dayName(row.businessDay)}
                    </Link>
                  </TableCell>
                  <TableCell align="right">{row.paidOrders}</TableCell>
                  <TableCell align="right">
                    {isCurrency(row.currency) ? formatCurrency(row.paid, row.currency) : row.paid}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
