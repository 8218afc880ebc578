import { Create, useTranslate } from 'react-admin';
import { useProfile } from '../../useProfile';
import { USER_PATHS } from './paths';
import { toUserInput, UserForm } from './UserForm';

/** What a new user starts with: signs in with email, a password set now (not invited). */
const NEW_USER = { provider: 1, invite: false, restaurantIds: [] };

/** user_new: the new user appears in the list; an ADMIN's choices are its own restaurants and no SUPERADMIN. */
export default function UserCreate() {
  const translate = useTranslate();
  const profile = useProfile();
  return (
    <Create resource="users" title={translate('app.screens.userNew')} record={NEW_USER} transform={toUserInput} redirect={() => USER_PATHS.list} mutationMode="pessimistic">
      <UserForm creating canGrantSuperadmin={profile?.role === 'SUPERADMIN'} />
    </Create>
  );
}
