import { Stack, Typography } from '@mui/material';
import {
  CreateButton,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useBasename,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { enumChoices } from '../../../domain';
import { EmptyList } from '../../lists/ListFeedback';
import { PriceCell, StatusCell, ThumbnailCell } from '../menus/MenuCells';
import { useRestaurant } from '../restaurants/useRestaurant';
import type { PackageMenu } from './packageMenu';
import { PackageWarnings } from './PackageWarnings';
import { packageMenuCreatePath, packageMenuEditPath } from './paths';
import { DataTable } from '../../lists/DataTable';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={enumChoices('itemStatus')} />,
];

/** Each group with its min and max counts (docs/spec.md §9), one a line. */
function Groups() {
  const translate = useTranslate();
  const record = useRecordContext<PackageMenu>();
  if (!record) return null;
  return (
    <Stack>
      {record.groups.map((group) => (
        <Typography key={group.id} variant="body2">
          {translate('resources.package_menus.groupCounts', {
            name: group.name,
            min: group.min,
            max: group.max,
            smart_count: group.menuIds.length,
          })}
        </Typography>
      ))}
    </Stack>
  );
}

function Warnings() {
  const record = useRecordContext<PackageMenu>();
  return record ? <PackageWarnings warnings={record.warnings} dense /> : null;
}

function ListActions({ restaurantId }: { restaurantId: string }) {
  const basename = useBasename();
  return (
    <TopToolbar>
      <CreateButton to={`${basename}/${packageMenuCreatePath(restaurantId)}`} />
    </TopToolbar>
  );
}

/**
 * package_menu/{restoUuid}: the restaurant's package menus, searched and paged on the server, with their groups and
 * warnings.
 */
export default function PackageMenuList() {
  const translate = useTranslate();
  const basename = useBasename();
  const { restoUuid = '' } = useParams();
  const { currency } = useRestaurant(restoUuid);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate('resources.package_menus.intro')}
      </Typography>
      <List
        resource="package_menus"
        filter={{ restaurantId: restoUuid }}
        filters={filters}
        actions={<ListActions restaurantId={restoUuid} />}
        empty={<EmptyList actions={<ListActions restaurantId={restoUuid} />} message="resources.package_menus.empty" />}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        exporter={false}
        storeKey={false}
        disableSyncWithLocation
      >
        <DataTable rowClick={(id) => `${basename}/${packageMenuEditPath(id)}`} bulkActionButtons={false}>
          <DataTable.Col source="imageUrl" disableSort>
            <ThumbnailCell />
          </DataTable.Col>
          <DataTable.Col source="name" />
          <DataTable.Col source="price">
            <PriceCell currency={currency} />
          </DataTable.Col>
          <DataTable.Col source="status">
            <StatusCell />
          </DataTable.Col>
          <DataTable.Col source="groups" disableSort>
            <Groups />
          </DataTable.Col>
          <DataTable.Col source="warnings" disableSort>
            <Warnings />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}
