import {
  Box,
  Card,
  CardContent,
  Link as MuiLink,
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useBasename } from 'react-admin';
import { generatePath, Link } from 'react-router-dom';
import { ListFeedback } from '../../lists/ListFeedback';
import { useCustomQuery } from '../../providers/useCustomQuery';
import { HEALTH_RESOURCE, type RestaurantHealthCount } from './MenuHealth';
import { MENU_HEALTH_PATHS } from './paths';
import { MENU_HEALTH_OVERVIEW } from './operations';
import { useHealthWords } from './useHealthWords';

const PER_PAGE = 25;

/**
 * menu_health for super admins: every restaurant by its number of menu problems, most first, a page at a time; each
 * opens its list.
 */
export function HealthOverview() {
  const basename = useBasename();
  const [page, setPage] = useState(0);
  const overview = useCustomQuery<{ menuHealthOverview: { total: number; restaurants: RestaurantHealthCount[] } }>(
    HEALTH_RESOURCE,
    MENU_HEALTH_OVERVIEW,
    { page, perPage: PER_PAGE },
  );
  const data = overview.data?.menuHealthOverview;
  const words = useHealthWords();
  const label = (key: string) => words(`overview.${key}`);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={label('title')} />
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {label('intro')}
        </Typography>
        <ListFeedback
          isPending={!data && !overview.error}
          error={overview.error}
          refetch={() => void overview.refetch()}
          isEmpty={data?.total === 0}
          emptyMessage="resources.menu_health.noRestaurants"
        />
        {data && data.total > 0 && !overview.error && (
          <>
            <Table size="small" aria-label={label('title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{label('restaurant')}</TableCell>
                  <TableCell align="right">{label('problems')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.restaurants.map((row) => (
                  <TableRow key={row.restaurantId}>
                    <TableCell component="th" scope="row">
                      <MuiLink
                        component={Link}
                        to={`${basename}/${generatePath(MENU_HEALTH_PATHS.restaurant, { restoUuid: row.restaurantId })}`}
                      >
                        {row.restaurantName}
                      </MuiLink>
                    </TableCell>
                    <TableCell align="right">{row.count}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {data.total > PER_PAGE && (
              <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
                <Pagination
                  count={Math.ceil(data.total / PER_PAGE)}
                  page={page + 1}
                  onChange={(_event, next) => setPage(next - 1)}
                />
              </Box>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
