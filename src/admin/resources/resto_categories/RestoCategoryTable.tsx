import { Table, TableCell, TableHead, TableRow } from '@mui/material';
import { DeleteWithConfirmButton, EditButton, RecordContextProvider, useBasename, useListContext, useNotify, useTranslate } from 'react-admin';
import { ListFeedback } from '../../lists/ListFeedback';
import { useLocalEdits } from '../../lists/useLocalEdits';
import { useCustomMutation } from '../../providers/useCustomMutation';
import { SortableTableBody } from '../../sortable/SortableTableBody';
import { CategoryIcon } from './CategoryIcon';
import { REORDER_RESTO_CATEGORIES } from './operations';
import { restoCategoryEditPath } from './paths';

interface Category {
  id: string;
  name: string;
  nameId: string;
  iconUrl: string | null;
  restaurantCount: number;
}

/**
 * The page of categories in their order, reordered by dragging a row's handle (or from the
 * keyboard) and saved at once; each row shows how many restaurants use the category.
 */
export function RestoCategoryTable() {
  const translate = useTranslate();
  const basename = useBasename();
  const notify = useNotify();
  const { data, isPending, error, refetch } = useListContext<Category>();
  const { value: shown, edit } = useLocalEdits(data, (rows) => rows ?? []);
  const { run, isPending: saving } = useCustomMutation<unknown>('resto_categories');

  const reorder = async (items: Category[]) => {
    edit(items);
    const result = await run({ query: REORDER_RESTO_CATEGORIES, variables: { ids: items.map((item) => item.id) } });
    if ('data' in result) notify('resources.resto_categories.reordered', { type: 'success' });
    refetch();
  };

  const label = (field: string) => translate(`resources.resto_categories.fields.${field}`);
  const feedback = <ListFeedback isPending={isPending} error={error} refetch={refetch} isEmpty={shown.length === 0} emptyMessage="ra.navigation.no_results" />;
  if (isPending || error || shown.length === 0) return feedback;
  return (
    <Table size="small" aria-label={translate('resources.resto_categories.name', { smart_count: 2 })}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox" />
          <TableCell>{label('icon')}</TableCell>
          <TableCell>{label('name')}</TableCell>
          <TableCell>{label('nameId')}</TableCell>
          <TableCell align="right">{label('restaurantCount')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <SortableTableBody items={shown} nameOf={(category) => category.name} onReorder={reorder} disabled={saving}>
        {(category) => (
          <RecordContextProvider value={category}>
            <TableCell>
              <CategoryIcon url={category.iconUrl} />
            </TableCell>
            <TableCell>{category.name}</TableCell>
            <TableCell>{category.nameId}</TableCell>
            <TableCell align="right">{category.restaurantCount}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <EditButton to={`${basename}/${restoCategoryEditPath(category.id)}`} />
              <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} />
            </TableCell>
          </RecordContextProvider>
        )}
      </SortableTableBody>
    </Table>
  );
}
