/**
 * Demo staff: a manager, a cashier and a waiter in every demo restaurant, an admin
 * cashier in every other one, a customer, one admin who has not verified its email yet and one
 * inactive cashier. They have no password (staff sign in to other apps; the unverified admin
 * sets its own through its verification link), so none of them is a published demo account.
 */
import type { Role } from '../../../domain';
import type { Database } from '../database';
import { demoUuid, DEMO_RESTAURANTS, DEMO_RESTAURANT_IDS } from '../demoData';
import { userRestaurants, users } from '../schema';

/** Demo users are kind 2 (demoData.ts): the staff start at 101, after the four accounts. */
const FIRST_STAFF = 101;

const FIRST_NAMES = [
  'Agus',
  'Bella',
  'Chandra',
  'Dewi',
  'Eko',
  'Fitri',
  'Gilang',
  'Hana',
  'Indra',
  'Joko',
  'Kartika',
  'Lina',
  'Made',
  'Nadia',
  'Oscar',
  'Putri',
];
const LAST_NAMES = [
  'Santoso',
  'Wijaya',
  'Tan',
  'Lim',
  'Hartono',
  'Saputra',
  'Kusuma',
  'Pratama',
  'Chen',
  'Nguyen',
  'Smith',
  'Walker',
];

interface StaffMember {
  role: Role;
  restaurantId: string;
  active?: boolean;
  verified?: boolean;
  word: string;
}

const STAFF: StaffMember[] = [
  ...DEMO_RESTAURANTS.flatMap((restaurant, i): StaffMember[] => [
    { role: 'MANAGER', restaurantId: restaurant.id, word: 'manager' },
    { role: 'CASHIER', restaurantId: restaurant.id, word: 'cashier' },
    { role: 'WAITER', restaurantId: restaurant.id, word: 'waiter' },
    ...(i % 2 === 0 ? [{ role: 'ADMIN_CASHIER' as const, restaurantId: restaurant.id, word: 'admin-cashier' }] : []),
  ]),
  { role: 'CUSTOMER', restaurantId: DEMO_RESTAURANT_IDS.warungNusantara, word: 'customer' },
  { role: 'ADMIN', restaurantId: DEMO_RESTAURANT_IDS.harbourBistro, verified: false, word: 'new-admin' },
  { role: 'CASHIER', restaurantId: DEMO_RESTAURANT_IDS.warungNusantara, active: false, word: 'former-cashier' },
];

export const DEMO_STAFF = STAFF.map((member, i) => {
  const restaurant = DEMO_RESTAURANTS.find((r) => r.id === member.restaurantId);
  return {
    id: demoUuid(2, FIRST_STAFF + i),
    email: `${member.word}.${restaurant?.slug}@restoboard.test`,
    name: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[i % LAST_NAMES.length]}`,
    phone: `+62 812 ${String(1000 + i).padStart(4, '0')} ${String(5000 + i)}`,
    role: member.role,
    restoUuid: member.restaurantId,
    active: member.active ?? true,
    verified: member.verified ?? true,
  };
});

export async function seedStaff(db: Database): Promise<void> {
  await db.insert(users).values(DEMO_STAFF);
  await db
    .insert(userRestaurants)
    .values(DEMO_STAFF.map((user) => ({ userId: user.id, restaurantId: user.restoUuid })));
}
