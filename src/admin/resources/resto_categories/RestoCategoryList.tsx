import { Typography } from '@mui/material';
import { CreateButton, List, SearchInput, TopToolbar, useBasename, useTranslate } from 'react-admin';
import { RESTO_CATEGORIES } from '../../../domain';
import { EmptyList } from '../../lists/ListFeedback';
import { describedPath } from '../described';
import { RESTO_CATEGORY_PATHS } from './paths';
import { RestoCategoryTable } from './RestoCategoryTable';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function ListActions() {
  const basename = useBasename();
  return (
    <TopToolbar>
      <CreateButton to={`${basename}/${describedPath(RESTO_CATEGORY_PATHS, 'create', undefined)}`} />
    </TopToolbar>
  );
}

/**
 * resto_categories (super admins): every category in its order, searchable, reorderable, paged on the server; its
 * columns and order are the description's list.
 */
export default function RestoCategoryList() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate('resources.resto_categories.intro')}
      </Typography>
      <List
        resource="resto_categories"
        filters={filters}
        actions={<ListActions />}
        empty={<EmptyList actions={<ListActions />} message="resources.resto_categories.empty" />}
        sort={RESTO_CATEGORIES.list.sort}
        perPage={25}
        exporter={false}
      >
        <RestoCategoryTable />
      </List>
    </>
  );
}
