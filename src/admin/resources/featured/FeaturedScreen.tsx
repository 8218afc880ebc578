import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  Stack,
  Table,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Title, useGetList, useNotify, useTranslate } from 'react-admin';
import { MAX_FEATURED } from '../../../domain';
import { ListFeedback } from '../../lists/ListFeedback';
import { useLocalEdits } from '../../lists/useLocalEdits';
import { useCustomMutation } from '../../providers/useCustomMutation';
import { SortableTableBody } from '../../sortable/SortableTableBody';
import { SET_FEATURED } from './operations';
import { RestaurantPicker, type PickedRestaurant } from './RestaurantPicker';

interface FeaturedItem {
  id: string;
  restaurantId: string;
  restaurantName: string;
}

/** A row of the list being edited: its restaurant. */
type Entry = { id: string; name: string };

const toEntries = (items: readonly FeaturedItem[]): Entry[] =>
  items.map((item) => ({ id: item.restaurantId, name: item.restaurantName }));

/**
 * featured (super admins): the restaurants the public site features. Restaurants are added by
 * server-side search, reordered by drag and drop (or keyboard), removed, and saved as one list.
 */
export default function FeaturedScreen() {
  const translate = useTranslate();
  const notify = useNotify();
  const { data, isPending, error, refetch } = useGetList<FeaturedItem>('featured', {
    pagination: { page: 1, perPage: MAX_FEATURED },
    sort: { field: 'position', order: 'ASC' },
  });
  const {
    value: entries,
    edited: changed,
    edit,
    drop: discard,
  } = useLocalEdits(data, (items) => toEntries(items ?? []));
  const { run, isPending: saving } = useCustomMutation<unknown>('featured');
  const add = (restaurant: PickedRestaurant) => edit([...entries, { id: restaurant.id, name: restaurant.name }]);
  const save = async () => {
    const result = await run({ query: SET_FEATURED, variables: { restaurantIds: entries.map((entry) => entry.id) } });
    if ('data' in result) {
      notify('resources.featured.saved', { type: 'success' });
      await refetch();
      discard();
    }
  };
  const full = entries.length >= MAX_FEATURED;

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.nav.featured')} />
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.featured.intro', { count: MAX_FEATURED })}
        </Typography>
        <RestaurantPicker
          taken={new Set(entries.map((entry) => entry.id))}
          onPick={add}
          disabled={isPending || saving || full}
        />
        <ListFeedback
          isPending={isPending}
          error={error}
          refetch={refetch}
          isEmpty={entries.length === 0}
          emptyMessage="resources.featured.empty"
        />
        {!isPending && !error && entries.length > 0 && (
          <Table size="small" sx={{ mt: 2 }} aria-label={translate('resources.featured.name', { smart_count: 2 })}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>{translate('resources.featured.fields.position')}</TableCell>
                <TableCell>{translate('resources.featured.fields.restaurantName')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <SortableTableBody items={entries} nameOf={(entry) => entry.name} onReorder={edit} disabled={saving}>
              {(entry, index) => (
                <>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell>{entry.name}</TableCell>
                  <TableCell align="right">
                    <IconButton
                      aria-label={translate('resources.featured.remove', { name: entry.name })}
                      onClick={() => edit(entries.filter((e) => e.id !== entry.id))}
                      disabled={saving}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </>
              )}
            </SortableTableBody>
          </Table>
        )}
        <Stack direction="row" spacing={2} sx={{ mt: 3, alignItems: 'center' }}>
          <Button variant="contained" startIcon={<SaveIcon />} onClick={save} disabled={!changed || saving}>
            {translate('resources.featured.save')}
          </Button>
          <Button onClick={discard} disabled={!changed || saving}>
            {translate('resources.featured.discard')}
          </Button>
          {changed && (
            <Box>
              <Chip size="small" color="warning" label={translate('resources.featured.unsaved')} />
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
