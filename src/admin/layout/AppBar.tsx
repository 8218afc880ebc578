import { AppBar as RaAppBar, LoadingIndicator, LocalesMenuButton, UserMenu, useGetIdentity } from 'react-admin';
import { RestaurantSwitcher } from './RestaurantSwitcher';
import { ViewSwitcher } from './ViewSwitcher';

/** The user menu named as it reads (the signed-in name), so its accessible name matches its text. */
function NamedUserMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'} />;
}

/** The app bar: view and restaurant switchers, the language switch, the loading indicator. */
export function AppBar() {
  return (
    <RaAppBar
      userMenu={<NamedUserMenu />}
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
