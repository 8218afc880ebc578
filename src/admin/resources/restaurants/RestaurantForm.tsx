import { DeleteButton, TabbedForm, Toolbar } from 'react-admin';
import { SaveButton } from '../../inputs/SaveButton';
import { ChargesTab } from './settings/ChargesTab';
import { ContactTab } from './settings/ContactTab';
import { HoursTab } from './settings/HoursTab';
import { IdentityTab } from './settings/IdentityTab';
import { LanguagesTab } from './settings/LanguagesTab';
import { LocationTab } from './settings/LocationTab';
import { PaymentsTab } from './settings/PaymentsTab';

/** react-admin's own toolbar (save, and delete for whoever may), with a Save that is always there to press. */
const TOOLBAR = (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton />
  </Toolbar>
);

/**
 * Every setting of a restaurant (spec §3), a tab per group; a tab holding an error is marked.
 * Shared by create and edit; the rules are the domain's, the same the API applies.
 */
export function RestaurantForm() {
  return (
    <TabbedForm warnWhenUnsavedChanges noValidate syncWithLocation={false} toolbar={TOOLBAR}>
      <IdentityTab />
      <LocationTab />
      <LanguagesTab />
      <HoursTab />
      <ChargesTab />
      <PaymentsTab />
      <ContactTab />
    </TabbedForm>
  );
}
