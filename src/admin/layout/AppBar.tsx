import { AppBar as RaAppBar, LoadingIndicator, LocalesMenuButton } from 'react-admin';
import { AccountMenu } from './AccountMenu';
import { RestaurantSwitcher } from './RestaurantSwitcher';
import { ViewSwitcher } from './ViewSwitcher';

/**
 * The app bar: view and restaurant switchers, the language switch, the loading indicator. In the
 * primary colour: white text on react-admin's default (secondary) blue is below 4.5:1 contrast.
 */
export function AppBar() {
  return (
    <RaAppBar
      color="primary"
      userMenu={<AccountMenu />}
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
