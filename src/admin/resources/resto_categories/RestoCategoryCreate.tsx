import { Create, useTranslate } from 'react-admin';
import { RESTO_CATEGORY_PATHS } from './paths';
import { RestoCategoryForm } from './RestoCategoryForm';

/** resto_categories/new: the new category goes to the end of the list. */
export default function RestoCategoryCreate() {
  const translate = useTranslate();
  return (
    <Create
      resource="resto_categories"
      title={translate('app.screens.restoCategoryNew')}
      redirect={() => RESTO_CATEGORY_PATHS.list}
      mutationMode="pessimistic"
    >
      <RestoCategoryForm />
    </Create>
  );
}
