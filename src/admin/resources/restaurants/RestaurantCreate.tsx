import { Create } from 'react-admin';
import { RESTAURANT_PATHS } from './paths';
import { RestaurantForm } from './RestaurantForm';

/** restaurant_new (super admins): the new restaurant appears in the list. */
export default function RestaurantCreate() {
  return (
    <Create resource="restaurants" redirect={() => RESTAURANT_PATHS.list}>
      <RestaurantForm />
    </Create>
  );
}
