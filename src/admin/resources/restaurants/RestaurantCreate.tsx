import { Create } from 'react-admin';
import { DEFAULT_PAYMENT_METHODS } from '../../../domain';
import { RESTAURANT_PATHS } from './paths';
import { RestaurantForm } from './RestaurantForm';

/** What a new restaurant starts with: cash as its payment, no hours yet, no tables. */
const NEW_RESTAURANT = { paymentMethods: DEFAULT_PAYMENT_METHODS, openingHours: [], services: [], tableCount: 0 };

/** restaurant_new (super admins): the new restaurant appears in the list. */
export default function RestaurantCreate() {
  return (
    <Create resource="restaurants" redirect={() => RESTAURANT_PATHS.list} record={NEW_RESTAURANT}>
      <RestaurantForm />
    </Create>
  );
}
