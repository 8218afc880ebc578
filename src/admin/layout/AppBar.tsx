import { AppBar as RaAppBar, LoadingIndicator, LocalesMenuButton } from 'react-admin';
import { AccountMenu } from './AccountMenu';
import { RestaurantSwitcher } from './RestaurantSwitcher';
import { ViewSwitcher } from './ViewSwitcher';

/** The app bar: view and restaurant switchers, the language switch, the loading indicator. */
export function AppBar() {
  return (
    <RaAppBar
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
