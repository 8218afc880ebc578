import { EditButton, useBasename } from 'react-admin';
import { ReorderableTable, type ReorderableColumn } from '../../sortable/ReorderableTable';
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

const COLUMNS: readonly ReorderableColumn<Category>[] = [
  { field: 'icon', render: (category) => <CategoryIcon url={category.iconUrl} /> },
  { field: 'name', render: (category) => category.name },
  { field: 'nameId', render: (category) => category.nameId },
  { field: 'restaurantCount', align: 'right', render: (category) => category.restaurantCount },
];

/** The platform's restaurant categories in their order, each with how many restaurants use it. */
export function RestoCategoryTable() {
  const basename = useBasename();
  return (
    <ReorderableTable
      resource="resto_categories"
      reorder={REORDER_RESTO_CATEGORIES}
      columns={COLUMNS}
      editButton={(category) => <EditButton to={`${basename}/${restoCategoryEditPath(category.id)}`} />}
    />
  );
}
