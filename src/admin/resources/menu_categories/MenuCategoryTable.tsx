import EditIcon from '@mui/icons-material/Edit';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Chip, Table, TableCell, TableHead, TableRow } from '@mui/material';
import { Button, DeleteWithConfirmButton, RecordContextProvider, useTranslate } from 'react-admin';
import { SortableTableBody } from '../../sortable/SortableTableBody';
import { useReorderableList } from '../../sortable/useReorderableList';
import type { MenuCategory } from './MenuCategory';
import { REORDER_MENU_CATEGORIES } from './operations';

/**
 * The page of a restaurant's categories in its menu's order, reordered by dragging a row's handle
 * (or from the keyboard) and saved at once; each row shows how many menus it holds.
 */
export function MenuCategoryTable({ onEdit }: { onEdit(category: MenuCategory): void }) {
  const translate = useTranslate();
  const { shown, reorder, saving, feedback } = useReorderableList<MenuCategory>('menu_categories', REORDER_MENU_CATEGORIES, 'resources.menu_categories.reordered');

  const label = (field: string) => translate(`resources.menu_categories.fields.${field}`);
  if (feedback) return feedback;
  return (
    <Table size="small" aria-label={translate('resources.menu_categories.name', { smart_count: 2 })}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox" />
          <TableCell>{label('name')}</TableCell>
          <TableCell>{label('nameSecondary')}</TableCell>
          <TableCell align="right">{label('menuCount')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <SortableTableBody items={shown} nameOf={(category) => category.name} onReorder={reorder} disabled={saving}>
        {(category) => (
          <RecordContextProvider value={category}>
            <TableCell>
              {category.name}
              {category.hidden && <Chip size="small" icon={<VisibilityOffIcon />} label={label('hidden')} sx={{ ml: 1 }} />}
            </TableCell>
            <TableCell>{category.nameSecondary}</TableCell>
            <TableCell align="right">{category.menuCount}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Button label="ra.action.edit" onClick={() => onEdit(category)}>
                <EditIcon />
              </Button>
              <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} />
            </TableCell>
          </RecordContextProvider>
        )}
      </SortableTableBody>
    </Table>
  );
}
