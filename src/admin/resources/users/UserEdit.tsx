import { Box, Stack, Typography } from '@mui/material';
import { DateField, Edit, Labeled, useGetIdentity, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ownRestaurantIds } from '../../../domain';
import { useProfile } from '../../useProfile';
import { AccountLinkButtons, type AccountLinkUser } from './AccountLinkButtons';
import { USER_PATHS } from './paths';
import { toUserInput, UserForm } from './UserForm';
import { UserStatusField } from './UserStatusField';
import { DATE_TIME } from '../../lists/dateFormats';
import { HistoryActions } from '../audit_entries/RecordHistory';
import { ViewAsButton } from '../../viewAs/ViewAsButton';

/** Status, verification and dates beside the form, and the account flows' links (PIN reset, verification). */
function UserAside() {
  const record = useRecordContext<AccountLinkUser & { collection: string; name: string | null }>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <Box sx={{ width: 280, ml: 2, p: 2 }} component="aside" aria-label={translate('resources.users.account')}>
      <Typography variant="subtitle2" component="h2" gutterBottom>
        {translate('resources.users.account')}
      </Typography>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Labeled label="resources.users.fields.status">
          <UserStatusField />
        </Labeled>
        <Labeled label="resources.users.fields.collection">
          <Typography variant="body2">{record.collection}</Typography>
        </Labeled>
        <Labeled label="resources.users.fields.createdAt">
          <DateField source="createdAt" locales={locale} showTime options={DATE_TIME} />
        </Labeled>
        <AccountLinkButtons record={record} />
        {record.role === 'ADMIN' && <ViewAsButton target={{ userId: record.id }} who={record.name || record.email} />}
      </Stack>
    </Box>
  );
}

/**
 * The form for the record: an ADMIN sees a user who also works at a restaurant it does not
 * manage, but only a super admin may change it (the server refuses it too).
 */
function EditForm({ ownAccount }: { ownAccount: boolean }) {
  const profile = useProfile();
  const record = useRecordContext<{ restaurantIds: string[] }>();
  const own = ownRestaurantIds(profile ?? { restaurants: [] });
  const shared =
    profile?.role !== 'SUPERADMIN' && (record?.restaurantIds ?? []).some((restaurantId) => !own.includes(restaurantId));
  return <UserForm canGrantSuperadmin={profile?.role === 'SUPERADMIN'} ownAccount={ownAccount} readOnly={shared} />;
}

/** user_edit/{user_uid}: saves wait for the server, so its field errors land on the inputs. */
export default function UserEdit() {
  const { user_uid: id } = useParams();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Edit
      resource="users"
      id={id}
      title={translate('app.screens.userEdit')}
      mutationMode="pessimistic"
      transform={toUserInput}
      redirect={() => USER_PATHS.list}
      actions={<HistoryActions />}
      aside={<UserAside />}
    >
      <EditForm ownAccount={identity?.id !== undefined && identity.id === id} />
    </Edit>
  );
}
