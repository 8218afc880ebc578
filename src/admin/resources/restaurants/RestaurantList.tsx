import {
  CreateButton,
  DateField,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useBasename,
  useLocaleState,
} from 'react-admin';
import { CURRENCY_CHOICES } from './currencyChoices';
import { RESTAURANT_PATHS, restaurantEditPath } from './paths';
import { TextInput } from '../../inputs/TextInput';
import { DataTable } from '../../lists/DataTable';
import { DATE } from '../../lists/dateFormats';
import { RestaurantLinks } from './RestaurantLinks';
import { BulkEditButton } from '../../lists/bulkEdit/BulkEditButton';
import { useProfile } from '../../useProfile';
import { RESTAURANT_BULK_FIELDS } from './restaurantBulkFields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="currency" source="currency" choices={CURRENCY_CHOICES} />,
  <TextInput key="city" source="city" />,
];

function ListActions() {
  const basename = useBasename();
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton to={`${basename}/${RESTAURANT_PATHS.create}`} />
    </TopToolbar>
  );
}

/** The selection column of a super admin's list leaves the others less room: a title keeps to one line. */
const TITLES_ON_ONE_LINE = { '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' } } as const;

/**
 * restaurants: every restaurant for a super admin, its own for an admin (the server filters). Super
 * admins edit the category, tags and featured flag of several at once.
 */
export default function RestaurantList() {
  const basename = useBasename();
  const [locale] = useLocaleState();
  const superadmin = useProfile()?.role === 'SUPERADMIN';
  return (
    <List
      resource="restaurants"
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'name', order: 'ASC' }}
      exporter={false}
    >
      <DataTable
        rowClick={(id) => `${basename}/${restaurantEditPath(id)}`}
        bulkActionButtons={superadmin ? <BulkEditButton fields={RESTAURANT_BULK_FIELDS} /> : false}
        sx={TITLES_ON_ONE_LINE}
      >
        <DataTable.Col source="name" />
        <DataTable.Col source="city" />
        <DataTable.Col source="currency" />
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" locales={locale} options={DATE} />
        </DataTable.Col>
        <DataTable.Col label="resources.restaurants.fields.open" disableSort>
          <RestaurantLinks />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
