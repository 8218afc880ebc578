import { UserMenu, useGetIdentity, useTranslate } from 'react-admin';

/**
 * react-admin's user menu, its button named "Profile: {full name}" so the name a screen reader
 * hears holds the text it shows (react-admin names it "Profile" only).
 */
export function AccountMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const profile = translate('ra.auth.user_menu');
  return <UserMenu label={identity?.fullName ? `${profile}: ${identity.fullName}` : profile} />;
}
