import { AppBar as RaAppBar, LoadingIndicator, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { LanguageMenu } from './LanguageMenu';
import { RestaurantSwitcher } from './RestaurantSwitcher';

/** The user menu, named by what it shows (the user's name), so its accessible name matches its text. */
function AppUserMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'} />;
}

/** The app bar: the restaurant switcher, the language switch, the loading indicator. */
export function AppBar() {
  const translate = useTranslate();
  return (
    <RaAppBar
      alwaysOn
      userMenu={<AppUserMenu />}
      toolbar={
        <>
          <RestaurantSwitcher />
          <LanguageMenu />
          {/* Its spinner is named, as every progress bar must be (axe: serious). */}
          <LoadingIndicator aria-label={translate('app.waiting')} />
        </>
      }
    />
  );
}
