import { Edit, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { adminLevel, sortOpeningHours, type OpeningInterval } from '../../../domain';
import { useProfile } from '../../useProfile';
import { ViewAsButton } from '../../viewAs/ViewAsButton';
import { RESTAURANT_PATHS } from './paths';
import { RestaurantForm } from './RestaurantForm';
import { HistoryActions } from '../audit_entries/RecordHistory';

/** The form shows the opening hours as a week reads, whatever order they were entered in. */
const byDay = (record: RaRecord) => ({
  ...record,
  openingHours: sortOpeningHours((record.openingHours as OpeningInterval[] | undefined) ?? []),
});

/** For a super admin: view the app as the ADMIN of this restaurant. */
function ViewAsItsAdmin() {
  const record = useRecordContext<{ id: string; name: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <ViewAsButton
      target={{ role: 'ADMIN', restaurantId: record.id }}
      who={translate('app.viewAs.adminOf', { restaurant: record.name })}
    />
  );
}

/**
 * restaurant_edit/{restoUuid}. Saves wait for the server (pessimistic) so its field errors land on
 * the inputs; a single-restaurant admin stays on its restaurant, the others go back to the list.
 */
export default function RestaurantEdit() {
  const { restoUuid } = useParams();
  const profile = useProfile();
  return (
    <Edit
      resource="restaurants"
      id={restoUuid}
      mutationMode="pessimistic"
      queryOptions={{ select: byDay }}
      redirect={adminLevel(profile) === 'IS_ADMIN' ? false : () => RESTAURANT_PATHS.list}
      actions={<HistoryActions>{profile?.role === 'SUPERADMIN' && <ViewAsItsAdmin />}</HistoryActions>}
    >
      <RestaurantForm />
    </Edit>
  );
}
