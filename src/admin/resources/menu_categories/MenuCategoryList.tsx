import AddIcon from '@mui/icons-material/Add';
import { Typography } from '@mui/material';
import { useState } from 'react';
import { Button, List, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { EmptyList } from '../../lists/ListFeedback';
import type { MenuCategory } from './MenuCategory';
import { MenuCategoryDialog } from './MenuCategoryDialog';
import { MenuCategoryTable } from './MenuCategoryTable';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function ListActions({ onCreate }: { onCreate(): void }) {
  return (
    <TopToolbar>
      <Button label="ra.action.create" onClick={onCreate}>
        <AddIcon />
      </Button>
    </TopToolbar>
  );
}

/**
 * menu_categories/{restoUuid}: the restaurant's categories in its menu's order, searchable, reorderable, paged on the
 * server.
 */
export default function MenuCategoryList() {
  const translate = useTranslate();
  const { restoUuid = '' } = useParams();
  const [dialog, setDialog] = useState<{ category?: MenuCategory } | null>(null);
  const actions = <ListActions onCreate={() => setDialog({})} />;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate('resources.menu_categories.intro')}
      </Typography>
      <List
        resource="menu_categories"
        filter={{ restaurantId: restoUuid }}
        filters={filters}
        actions={actions}
        empty={<EmptyList actions={actions} message="resources.menu_categories.empty" />}
        sort={{ field: 'position', order: 'ASC' }}
        perPage={25}
        exporter={false}
        storeKey={`menu_categories.${restoUuid}`}
      >
        <MenuCategoryTable onEdit={(category) => setDialog({ category })} />
      </List>
      {dialog && (
        <MenuCategoryDialog restaurantId={restoUuid} category={dialog.category} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
