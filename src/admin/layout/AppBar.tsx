import { AppBar as RaAppBar, LoadingIndicator, LocalesMenuButton, UserMenu, useGetIdentity } from 'react-admin';
import { RestaurantSwitcher } from './RestaurantSwitcher';

/** The user menu, named by what it shows (the user's name), so its accessible name matches its text. */
function AppUserMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'} />;
}

/** The app bar: the restaurant switcher, the language switch, the loading indicator. */
export function AppBar() {
  return (
    <RaAppBar
      userMenu={<AppUserMenu />}
      toolbar={
        <>
          <RestaurantSwitcher />
          <LocalesMenuButton />
          <LoadingIndicator />
        </>
      }
    />
  );
}
