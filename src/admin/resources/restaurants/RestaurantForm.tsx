import { lazy } from 'react';
import { DeleteButton, Toolbar } from 'react-admin';
import { TabbedForm } from '../../inputs/forms';
import { SaveButton } from '../../inputs/SaveButton';
import { IdentityTab } from './settings/IdentityTab';
import { LazyTab } from './settings/LazyTab';

/** react-admin's own toolbar (save, and delete for whoever may), with a Save that is always there to press. */
const TOOLBAR = (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton />
  </Toolbar>
);

/** The tabs after the first, each with its inputs' chunk. */
const LATER_TABS = [
  { label: 'resources.restaurants.tabs.location', fields: lazy(() => import('./settings/LocationFields')) },
  { label: 'resources.restaurants.tabs.languages', fields: lazy(() => import('./settings/LanguagesFields')) },
  { label: 'resources.restaurants.tabs.hours', fields: lazy(() => import('./settings/HoursFields')) },
  { label: 'resources.restaurants.tabs.charges', fields: lazy(() => import('./settings/ChargesFields')) },
  { label: 'resources.restaurants.tabs.payments', fields: lazy(() => import('./settings/PaymentsFields')) },
  { label: 'resources.restaurants.tabs.contact', fields: lazy(() => import('./settings/ContactFields')) },
];

/**
 * Every setting of a restaurant (docs/spec.md §3), a tab per group; a tab holding an error is marked.
 * Shared by create and edit; the rules are the domain's, the same the API applies.
 */
export function RestaurantForm() {
  return (
    <TabbedForm warnWhenUnsavedChanges noValidate syncWithLocation={false} toolbar={TOOLBAR}>
      <IdentityTab />
      {LATER_TABS.map((tab) => (
        <LazyTab key={tab.label} {...tab} />
      ))}
    </TabbedForm>
  );
}
