import { UserMenu, useGetIdentity } from 'react-admin';

/**
 * react-admin's user menu, named by what it shows: its button reads the user's name, so its
 * accessible name is that name (react-admin's "User menu" label would not match the visible text).
 */
export function AccountMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName || 'ra.auth.user_menu'} />;
}
