import { Edit, useRecordContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useBackToHealth } from '../menu_health/paths';
import type { Menu } from './Menu';
import { MenuForm } from './MenuForm';
import { menuListPath } from './paths';
import { HistoryActions } from '../audit_entries/RecordHistory';

function EditForm() {
  const menu = useRecordContext<Menu>();
  return menu ? <MenuForm restaurantId={menu.restaurantId} /> : null;
}

/**
 * menu_edit/{menuUuid}: saves wait for the server, so its field errors land on the inputs; then back to the
 * restaurant's list (or to Menu health, when opened from there).
 */
export default function MenuEdit() {
  const translate = useTranslate();
  const { menuUuid } = useParams();
  const back = useBackToHealth();
  return (
    <Edit<Menu>
      resource="menus"
      id={menuUuid}
      title={translate('app.screens.menuEdit')}
      mutationMode="pessimistic"
      redirect={(_resource, _id, data) => back ?? menuListPath(data?.restaurantId ?? '')}
      actions={<HistoryActions />}
    >
      <EditForm />
    </Edit>
  );
}
