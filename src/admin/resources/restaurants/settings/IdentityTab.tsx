import { TabbedForm, TextInput } from 'react-admin';
import type { TabProps } from './tabProps';
import { fieldLabel, rulesOf } from './rules';

const WIDE = { width: 480 };

/** Name, slug, and the restaurant's pictures. */
export function IdentityTab(props: TabProps) {
  return (
    <TabbedForm.Tab label="resources.restaurants.tabs.identity" {...props}>
      <TextInput source="name" label={fieldLabel('name')} validate={rulesOf('name')} sx={WIDE} />
      <TextInput source="slug" label={fieldLabel('slug')} validate={rulesOf('slug')} helperText="resources.restaurants.hints.slug" sx={WIDE} />
      <TextInput source="logoUrl" label={fieldLabel('logoUrl')} validate={rulesOf('logoUrl')} sx={WIDE} />
      <TextInput source="coverUrl" label={fieldLabel('coverUrl')} validate={rulesOf('coverUrl')} sx={WIDE} />
    </TabbedForm.Tab>
  );
}
