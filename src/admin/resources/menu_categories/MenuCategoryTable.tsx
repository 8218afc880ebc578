import EditIcon from '@mui/icons-material/Edit';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Chip } from '@mui/material';
import { Button, useTranslate } from 'react-admin';
import { ReorderableTable, type ReorderableColumn } from '../../sortable/ReorderableTable';
import { DeleteWithImpactButton } from '../menus/impact/DeleteWithImpactButton';
import type { MenuCategory } from './MenuCategory';
import { REORDER_MENU_CATEGORIES } from './operations';

/**
 * A restaurant's categories in its menu's order, each with how many menus it holds; edited in a dialog, deleted once a
 * dialog says what that affects.
 */
export function MenuCategoryTable({ onEdit }: { onEdit(category: MenuCategory): void }) {
  const translate = useTranslate();
  const columns: ReorderableColumn<MenuCategory>[] = [
    {
      field: 'name',
      render: (category) => (
        <>
          {category.name}
          {category.hidden && (
            <Chip
              size="small"
              icon={<VisibilityOffIcon />}
              label={translate('resources.menu_categories.fields.hidden')}
              sx={{ ml: 1 }}
            />
          )}
        </>
      ),
    },
    { field: 'nameSecondary', render: (category) => category.nameSecondary },
    { field: 'menuCount', align: 'right', render: (category) => category.menuCount },
  ];
  return (
    <ReorderableTable
      resource="menu_categories"
      reorder={REORDER_MENU_CATEGORIES}
      columns={columns}
      editButton={(category) => (
        <Button label="ra.action.edit" onClick={() => onEdit(category)}>
          <EditIcon />
        </Button>
      )}
      deleteButton={() => <DeleteWithImpactButton kind="DELETE_CATEGORY" titleKey="deleteCategoryTitle" />}
    />
  );
}
