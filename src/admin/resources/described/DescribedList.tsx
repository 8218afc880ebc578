import { BulkDeleteWithConfirmButton, CreateButton, FilterButton, List, SearchInput, TopToolbar, useBasename, useLocaleState } from 'react-admin';
import { useParams } from 'react-router-dom';
import { EmptyList } from '../../lists/ListFeedback';
import { DataTable } from '../../lists/DataTable';
import { describedColumn } from './describedColumn';
import { tenancyFieldOf, type DescribedScreenProps } from './DescribedDescriptor';
import { describedInput } from './describedInput';
import { describedEditPath, describedPath, RESTAURANT_PARAM } from './paths';

function ListActions({ createTo, filters }: { createTo: string; filters: boolean }) {
  return (
    <TopToolbar>
      {filters && <FilterButton />}
      <CreateButton to={createTo} />
    </TopToolbar>
  );
}

/**
 * A described resource's list (of the route's restaurant, when its rows belong to one): its columns,
 * search box, filters and first sort from the description, paged on the server; a row opens its
 * record, and the rows chosen can be deleted together, after a confirmation, where the server allows it.
 */
export default function DescribedList({ descriptor }: DescribedScreenProps) {
  const basename = useBasename();
  const [locale] = useLocaleState();
  const { [RESTAURANT_PARAM]: restaurantId } = useParams();
  const { name, list, bulk } = descriptor;
  const tenancyField = tenancyFieldOf(descriptor);
  const filterFields = list.filters ?? [];
  const filters = [...(list.search ? [<SearchInput key="q" source="q" alwaysOn />] : []), ...filterFields.map((field) => describedInput(descriptor, field, { restaurantId, filter: true }))];
  const createTo = `${basename}/${describedPath(descriptor, 'create', restaurantId)}`;
  return (
    <List
      resource={name}
      filter={tenancyField ? { [tenancyField]: restaurantId } : undefined}
      filters={filters.length > 0 ? filters : undefined}
      actions={<ListActions createTo={createTo} filters={filterFields.length > 0} />}
      empty={<EmptyList actions={<ListActions createTo={createTo} filters={false} />} message={`resources.${name}.empty`} />}
      sort={list.sort}
      exporter={false}
      storeKey={restaurantId ? `${name}.${restaurantId}` : name}
    >
      <DataTable
        rowClick={(id) => `${basename}/${describedEditPath(descriptor, id)}`}
        bulkActionButtons={bulk?.includes('delete') ? <BulkDeleteWithConfirmButton mutationMode="pessimistic" /> : false}
      >
        {list.columns.map((field) => describedColumn(descriptor, field, locale))}
      </DataTable>
    </List>
  );
}
