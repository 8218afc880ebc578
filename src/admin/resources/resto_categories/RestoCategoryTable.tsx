import type { ReactNode } from 'react';
import { EditButton, useBasename } from 'react-admin';
import { RESTO_CATEGORIES } from '../../../domain';
import { ReorderableTable, type ReorderableColumn } from '../../sortable/ReorderableTable';
import { describedEditPath } from '../described';
import { RESTO_CATEGORY_PATHS } from './paths';
import { CategoryIcon } from './CategoryIcon';
import { REORDER_RESTO_CATEGORIES } from './operations';

interface Category {
  id: string;
  name: string;
  nameId: string;
  iconUrl: string | null;
  restaurantCount: number;
}

const CELLS: Record<string, (category: Category) => ReactNode> = {
  icon: (category) => <CategoryIcon url={category.iconUrl} />,
  name: (category) => category.name,
  nameId: (category) => category.nameId,
  restaurantCount: (category) => category.restaurantCount,
};

/** The description's columns, each drawn as a category shows it. */
const COLUMNS: readonly ReorderableColumn<Category>[] = RESTO_CATEGORIES.list.columns.map((field) => ({
  field,
  render: CELLS[field] ?? (() => null),
  ...(field === 'restaurantCount' ? { align: 'right' as const } : {}),
}));

/** The platform's restaurant categories in their order, each with how many restaurants use it. */
export function RestoCategoryTable() {
  const basename = useBasename();
  return (
    <ReorderableTable
      resource="resto_categories"
      reorder={REORDER_RESTO_CATEGORIES}
      columns={COLUMNS}
      editButton={(category) => (
        <EditButton to={`${basename}/${describedEditPath(RESTO_CATEGORY_PATHS, category.id)}`} />
      )}
    />
  );
}
