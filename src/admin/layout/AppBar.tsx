import { AppBar as RaAppBar, RefreshIconButton, UserMenu, useGetIdentity } from 'react-admin';
import { LanguageMenu } from './LanguageMenu';
import { RestaurantSwitcher } from './RestaurantSwitcher';

/** The user menu, named by what it shows (the user's name), so its accessible name matches its text. */
function AppUserMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'} />;
}

/**
 * The app bar: the restaurant switcher, the language switch, and Refresh. No spinner of its own: what
 * loads shows its progress where it appears (a screen, a list, a Save), never twice at once.
 */
export function AppBar() {
  return (
    <RaAppBar
      alwaysOn
      userMenu={<AppUserMenu />}
      toolbar={
        <>
          <RestaurantSwitcher />
          <LanguageMenu />
          <RefreshIconButton />
        </>
      }
    />
  );
}
