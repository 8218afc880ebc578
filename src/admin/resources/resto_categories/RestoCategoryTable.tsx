import { Table, TableCell, TableHead, TableRow } from '@mui/material';
import { DeleteWithConfirmButton, EditButton, RecordContextProvider, useBasename, useTranslate } from 'react-admin';
import { SortableTableBody } from '../../sortable/SortableTableBody';
import { useReorderableList } from '../../sortable/useReorderableList';
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
  const { shown, reorder, saving, feedback } = useReorderableList<Category>('resto_categories', REORDER_RESTO_CATEGORIES, 'resources.resto_categories.reordered');

  const label = (field: string) => translate(`resources.resto_categories.fields.${field}`);
  if (feedback) return feedback;
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
