import { Edit, useRecordContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useBackToHealth } from '../menu_health/paths';
import type { PackageMenu } from './packageMenu';
import { PackageMenuForm } from './PackageMenuForm';
import { packageMenuListPath } from './paths';
import { HistoryActions } from '../audit_entries/RecordHistory';

/** The form once the package (and so its restaurant) is known. */
function EditForm() {
  const record = useRecordContext<PackageMenu>();
  return record ? <PackageMenuForm restaurantId={record.restaurantId} deletable /> : null;
}

/**
 * package_menu_edit/{packageMenuUuid}: saves wait for the server, so its field errors land on the inputs; then back to
 * the list (or to Menu health, when opened from there).
 */
export default function PackageMenuEdit() {
  const translate = useTranslate();
  const { packageMenuUuid = '' } = useParams();
  const back = useBackToHealth();
  return (
    <Edit<PackageMenu>
      resource="package_menus"
      id={packageMenuUuid}
      title={translate('app.screens.packageMenuEdit')}
      mutationMode="pessimistic"
      actions={<HistoryActions />}
      redirect={(_resource, _id, data) => back ?? packageMenuListPath(data?.restaurantId ?? '')}
    >
      <EditForm />
    </Edit>
  );
}
