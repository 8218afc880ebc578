import { DeleteWithConfirmButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import { RESTO_CATEGORY_RULES } from '../../../domain';
import { validatorsOf } from '../../validators';
import { ImageInput } from '../../media/ImageInput';
import { RESTO_CATEGORY_PATHS } from './paths';
import { SaveButton } from '../../inputs/SaveButton';
import { TextInput } from '../../inputs/TextInput';

/** Save, and on an existing category a delete that asks first (refused while restaurants use it). */
function FormToolbar({ deletable }: { deletable: boolean }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {deletable && <DeleteWithConfirmButton mutationMode="pessimistic" redirect={() => RESTO_CATEGORY_PATHS.list} />}
    </Toolbar>
  );
}

/** A category's names in both languages and its icon (an uploaded image, cropped square). */
export function RestoCategoryForm({ deletable = false }: { deletable?: boolean }) {
  const translate = useTranslate();
  const helper = (field: string) => translate(`resources.resto_categories.helpers.${field}`);
  return (
    <SimpleForm warnWhenUnsavedChanges noValidate toolbar={<FormToolbar deletable={deletable} />}>
      <TextInput source="name" helperText={helper('name')} validate={validatorsOf(RESTO_CATEGORY_RULES.name)} sx={{ width: 480 }} />
      <TextInput source="nameId" helperText={helper('nameId')} validate={validatorsOf(RESTO_CATEGORY_RULES.nameId)} sx={{ width: 480 }} />
      <ImageInput source="iconUrl" aspect={1} validate={validatorsOf(RESTO_CATEGORY_RULES.iconUrl)} />
    </SimpleForm>
  );
}
