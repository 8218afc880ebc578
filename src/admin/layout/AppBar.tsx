import { AppBar as RaAppBar, LoadingIndicator, LocalesMenuButton } from 'react-admin';
import { RestaurantSwitcher } from './RestaurantSwitcher';
import { ViewSwitcher } from './ViewSwitcher';

/** The app bar: view and restaurant switchers, the language switch, the loading indicator. */
export function AppBar() {
  return (
    <RaAppBar
      toolbar={
        <>
          <ViewSwitcher />
          <RestaurantSwitcher />
          <LocalesMenuButton />
          <LoadingIndicator />
        </>
      }
    />
  );
}
