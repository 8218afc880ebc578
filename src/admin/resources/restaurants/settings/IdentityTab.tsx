import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  TabbedForm,
} from 'react-admin';
import { ImageInput } from '../../../media/ImageInput';
import type { TabProps } from './tabProps';
import { fieldLabel, rulesOf } from './rules';
import { TextInput } from '../../../inputs/TextInput';

const WIDE = { width: 480 };

/** Name, slug, category and tags (picked from the platform catalogues), and the restaurant's pictures. */
export function IdentityTab(props: TabProps) {
  return (
    <TabbedForm.Tab label="resources.restaurants.tabs.identity" {...props}>
      <TextInput source="name" label={fieldLabel('name')} validate={rulesOf('name')} sx={WIDE} />
      <TextInput
        source="slug"
        label={fieldLabel('slug')}
        validate={rulesOf('slug')}
        helperText="resources.restaurants.hints.slug"
        sx={WIDE}
      />
      <ReferenceInput source="categoryId" reference="resto_categories" sort={{ field: 'position', order: 'ASC' }}>
        <AutocompleteInput
          label={fieldLabel('categoryId')}
          optionText="name"
          validate={rulesOf('categoryId')}
          sx={WIDE}
        />
      </ReferenceInput>
      <ReferenceArrayInput source="tagIds" reference="tags" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteArrayInput label={fieldLabel('tagIds')} optionText="name" validate={rulesOf('tagIds')} sx={WIDE} />
      </ReferenceArrayInput>
      <ImageInput source="logoUrl" label={fieldLabel('logoUrl')} aspect={1} validate={rulesOf('logoUrl')} />
      <ImageInput source="coverUrl" label={fieldLabel('coverUrl')} aspect={16 / 9} validate={rulesOf('coverUrl')} />
    </TabbedForm.Tab>
  );
}
