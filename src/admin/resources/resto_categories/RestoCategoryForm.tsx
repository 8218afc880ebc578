import { useTranslate } from 'react-admin';
import { SimpleForm } from '../../inputs/forms';
import { RESTO_CATEGORY_RULES } from '../../../domain';
import { validatorsOf } from '../../validators';
import { ImageInput } from '../../media/ImageInput';
import { RESTO_CATEGORY_PATHS } from './paths';
import { FormToolbar } from '../../inputs/FormToolbar';
import { TextInput } from '../../inputs/TextInput';

/**
 * A category's names in both languages and its icon (an uploaded image, cropped square); an existing one can be deleted
 * (refused while restaurants use it).
 */
export function RestoCategoryForm({ deletable = false }: { deletable?: boolean }) {
  const translate = useTranslate();
  const helper = (field: string) => translate(`resources.resto_categories.helpers.${field}`);
  return (
    <SimpleForm
      warnWhenUnsavedChanges
      noValidate
      toolbar={<FormToolbar afterDelete={deletable ? () => RESTO_CATEGORY_PATHS.list : undefined} />}
    >
      <TextInput
        source="name"
        helperText={helper('name')}
        validate={validatorsOf(RESTO_CATEGORY_RULES.name)}
        sx={{ width: 480 }}
      />
      <TextInput
        source="nameId"
        helperText={helper('nameId')}
        validate={validatorsOf(RESTO_CATEGORY_RULES.nameId)}
        sx={{ width: 480 }}
      />
      <ImageInput source="iconUrl" aspect={1} validate={validatorsOf(RESTO_CATEGORY_RULES.iconUrl)} />
    </SimpleForm>
  );
}
