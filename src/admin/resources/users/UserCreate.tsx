import { Create, useTranslate } from 'react-admin';
import { useCurrentRestaurant } from '../../layout/useCurrentRestaurant';
import { useProfile } from '../../useProfile';
import { USER_PATHS } from './paths';
import { toUserInput, UserForm } from './UserForm';

/**
 * What a new user starts with: signs in with email, a password set now (not invited); an ADMIN's, at the restaurant
 * chosen in the app bar (its main one).
 */
const newUser = (restaurantId: string | null) => ({
  provider: 1,
  invite: false,
  restaurantIds: restaurantId ? [restaurantId] : [],
  restoUuid: restaurantId,
});

/** user_new: the new user appears in the list; an ADMIN's choices are its own restaurants and no SUPERADMIN. */
export default function UserCreate() {
  const translate = useTranslate();
  const profile = useProfile();
  const [current] = useCurrentRestaurant();
  return (
    <Create
      resource="users"
      title={translate('app.screens.userNew')}
      record={newUser(profile?.role === 'SUPERADMIN' ? null : current)}
      transform={toUserInput}
      redirect={() => USER_PATHS.list}
      mutationMode="pessimistic"
    >
      <UserForm creating canGrantSuperadmin={profile?.role === 'SUPERADMIN'} />
    </Create>
  );
}
