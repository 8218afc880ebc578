/** The demo accounts as tests use them: ids, and the profile the domain reasons about. */
import type { Profile } from '../../../src/domain';
import { demoUuid, DEMO_RESTAURANT_IDS, DEMO_USERS, type DemoUser } from '../../../src/server/db/demoData';

const byEmail = (email: string): DemoUser => {
  const user = DEMO_USERS.find((u) => u.email === email);
  if (!user) throw new Error(`no demo user ${email}`);
  return user;
};

export const SUPERADMIN = byEmail('superadmin@restoboard.test');
export const ADMIN = byEmail('admin@restoboard.test');
export const MULTI_ADMIN = byEmail('multi@restoboard.test');
export const CASHIER = byEmail('cashier@restoboard.test');

export { DEMO_RESTAURANT_IDS };
/** A demo restaurant no demo user belongs to. */
export const UNOWNED_RESTAURANT_ID = demoUuid(1, 4);

export function profileOf(user: DemoUser, extraRestaurantIds: string[] = []): Profile {
  return {
    role: user.role,
    restoUuid: user.restoUuid,
    restaurants: [...user.restaurantIds, ...extraRestaurantIds].map((uuid) => ({ uuid })),
  };
}
