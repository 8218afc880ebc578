import { AppBar as RaAppBar, LoadingIndicator, LocalesMenuButton, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { RestaurantSwitcher } from './RestaurantSwitcher';
import { ViewSwitcher } from './ViewSwitcher';

/** The user menu, named by what it shows (the user's name), so its accessible name matches its text. */
function AppUserMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'} />;
}

/** The app bar: view and restaurant switchers, the language switch, the loading indicator. */
export function AppBar() {
  const translate = useTranslate();
  return (
    <RaAppBar
      userMenu={<AppUserMenu />}
      toolbar={
        <>
          <ViewSwitcher />
          <RestaurantSwitcher />
          <LocalesMenuButton />
          {/* Its spinner is named (axe): shown whenever data loads, such as the next figures of analytics. */}
          <LoadingIndicator aria-label={translate('app.waiting')} />
        </>
      }
    />
  );
}
