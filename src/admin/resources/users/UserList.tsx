import {
  AutocompleteInput,
  BulkUpdateWithConfirmButton,
  ChipField,
  CreateButton,
  FilterButton,
  List,
  ReferenceArrayField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  SingleFieldList,
  TopToolbar,
  useBasename,
  useNotify,
  useRefresh,
  useUnselectAll,
} from 'react-admin';
import BlockIcon from '@mui/icons-material/Block';
import { EmptyList } from '../../lists/ListFeedback';
import { useProfile } from '../../useProfile';
import { roleChoices, STATUS_CHOICES } from './choices';
import { USER_PATHS, userEditPath } from './paths';
import { UserStatusField } from './UserStatusField';
import { DataTable } from '../../lists/DataTable';
import { BulkEditButton } from '../../lists/bulkEdit/BulkEditButton';
import { userBulkFields } from './userBulkFields';

const ALL_ROLES = roleChoices(true);

function ListActions() {
  const basename = useBasename();
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton to={`${basename}/${USER_PATHS.create}`} />
    </TopToolbar>
  );
}

/**
 * Bulk deactivation (updateUsers), after a confirmation: their sessions end at once. The page is
 * read again afterwards, as the status shown is computed by the server.
 */
function BulkActions({ canGrantSuperadmin }: { canGrantSuperadmin: boolean }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('users');
  const onSuccess = (ids: unknown[]) => {
    notify('resources.users.deactivated', { type: 'success', messageArgs: { smart_count: ids.length } });
    unselectAll();
    refresh();
  };
  return (
    <>
      <BulkEditButton fields={userBulkFields(canGrantSuperadmin)} />
      <BulkUpdateWithConfirmButton
        data={{ active: false }}
        label="resources.users.deactivate"
        icon={<BlockIcon />}
        confirmTitle="resources.users.deactivateTitle"
        confirmContent="resources.users.deactivateContent"
        mutationMode="pessimistic"
        mutationOptions={{ onSuccess }}
      />
    </>
  );
}

/**
 * users: everyone for a super admin; for an ADMIN the users who share one of its restaurants
 * (the server filters). Searched, filtered and paged on the server.
 */
export default function UserList() {
  const basename = useBasename();
  const profile = useProfile();
  const roles = roleChoices(profile?.role === 'SUPERADMIN');
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="role" source="role" choices={roles} />,
    <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
    <ReferenceInput
      key="restaurantId"
      source="restaurantId"
      reference="restaurants"
      sort={{ field: 'name', order: 'ASC' }}
    >
      <AutocompleteInput optionText="name" label="resources.users.fields.restaurantId" />
    </ReferenceInput>,
  ];
  return (
    <List
      resource="users"
      filters={filters}
      actions={<ListActions />}
      empty={<EmptyList actions={<ListActions />} message="resources.users.empty" />}
      sort={{ field: 'name', order: 'ASC' }}
      exporter={false}
    >
      <DataTable
        rowClick={(id) => `${basename}/${userEditPath(id)}`}
        bulkActionButtons={<BulkActions canGrantSuperadmin={profile?.role === 'SUPERADMIN'} />}
      >
        <DataTable.Col source="name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="role">
          <SelectField source="role" choices={ALL_ROLES} />
        </DataTable.Col>
        <DataTable.Col source="restaurantIds" disableSort>
          <ReferenceArrayField source="restaurantIds" reference="restaurants">
            <SingleFieldList linkType={false}>
              <ChipField source="name" size="small" />
            </SingleFieldList>
          </ReferenceArrayField>
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <UserStatusField />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
