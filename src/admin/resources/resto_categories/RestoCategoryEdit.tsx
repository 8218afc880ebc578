import { Edit, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { RESTO_CATEGORY_PATHS } from './paths';
import { RestoCategoryForm } from './RestoCategoryForm';
import { HistoryActions } from '../audit_entries/RecordHistory';

/** resto_categories/edit/{id}: saves wait for the server, so its field errors land on the inputs. */
export default function RestoCategoryEdit() {
  const { id } = useParams();
  const translate = useTranslate();
  return (
    <Edit
      resource="resto_categories"
      id={id}
      title={translate('app.screens.restoCategoryEdit')}
      mutationMode="pessimistic"
      redirect={() => RESTO_CATEGORY_PATHS.list}
      actions={<HistoryActions />}
    >
      <RestoCategoryForm deletable />
    </Edit>
  );
}
