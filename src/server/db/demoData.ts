/**
 * The demo data of docs/architecture.md §6: fixed ids, so every install, test and screenshot sees the same
 * rows. Later capabilities add their rows here (menus, orders, …) for every restaurant.
 */
import type { Currency, Role } from '../../domain';

export const DEMO_PASSWORD = 'Demo#2026';

/** A fixed, valid v4-shaped UUID: `kind` tells the table apart, `n` the row. */
export function demoUuid(kind: number, n: number): string {
  return `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

export interface DemoRestaurant {
  id: string;
  name: string;
  slug: string;
  address: string;
  city: string;
  province: string;
  country: string;
  postcode: string;
  currency: Currency;
  /** Its real IANA zone (Denpasar is on Makassar's time, Chicago on Chicago's, not their countries' first zone). */
  timeZone: string;
  /** When its business day turns (HH:MM); a diner open late turns at 04:00. */
  dayCutoff?: string;
}

const NAMED: Omit<DemoRestaurant, 'id'>[] = [
  {
    name: 'Warung Nusantara',
    slug: 'warung-nusantara',
    address: 'Jl. Sabang No. 12',
    city: 'Jakarta',
    province: 'DKI Jakarta',
    country: 'Indonesia',
    postcode: '10340',
    currency: 'Rp.',
    timeZone: 'Asia/Jakarta',
  },
  {
    name: 'Kopi Kita',
    slug: 'kopi-kita',
    address: 'Jl. Braga No. 45',
    city: 'Bandung',
    province: 'West Java',
    country: 'Indonesia',
    postcode: '40111',
    currency: 'Rp.',
    timeZone: 'Asia/Jakarta',
  },
  {
    name: 'Harbour Bistro',
    slug: 'harbour-bistro',
    address: '1 Harbourfront Walk',
    city: 'Singapore',
    province: 'Singapore',
    country: 'Singapore',
    postcode: '098585',
    currency: 'S$',
    timeZone: 'Asia/Singapore',
  },
  {
    name: 'Sydney Grill',
    slug: 'sydney-grill',
    address: '88 George Street',
    city: 'Sydney',
    province: 'New South Wales',
    country: 'Australia',
    postcode: '2000',
    currency: 'A$',
    timeZone: 'Australia/Sydney',
  },
  {
    name: 'Auckland Eats',
    slug: 'auckland-eats',
    address: '21 Queen Street',
    city: 'Auckland',
    province: 'Auckland',
    country: 'New Zealand',
    postcode: '1010',
    currency: 'NZ$',
    timeZone: 'Pacific/Auckland',
  },
  {
    name: 'Brooklyn Diner',
    slug: 'brooklyn-diner',
    address: '350 Bedford Avenue',
    city: 'Brooklyn',
    province: 'New York',
    country: 'United States',
    postcode: '11211',
    currency: 'US$',
    timeZone: 'America/New_York',
    dayCutoff: '04:00',
  },
];

/** Places for the generated restaurants that make the list long enough to page through. */
const PLACES: {
  city: string;
  province: string;
  country: string;
  currency: Currency;
  postcode: string;
  timeZone: string;
}[] = [
  {
    city: 'Surabaya',
    province: 'East Java',
    country: 'Indonesia',
    currency: 'Rp.',
    postcode: '60271',
    timeZone: 'Asia/Jakarta',
  },
  {
    city: 'Denpasar',
    province: 'Bali',
    country: 'Indonesia',
    currency: 'Rp.',
    postcode: '80234',
    timeZone: 'Asia/Makassar',
  },
  {
    city: 'Yogyakarta',
    province: 'DI Yogyakarta',
    country: 'Indonesia',
    currency: 'Rp.',
    postcode: '55271',
    timeZone: 'Asia/Jakarta',
  },
  {
    city: 'Singapore',
    province: 'Singapore',
    country: 'Singapore',
    currency: 'S$',
    postcode: '238859',
    timeZone: 'Asia/Singapore',
  },
  {
    city: 'Melbourne',
    province: 'Victoria',
    country: 'Australia',
    currency: 'A$',
    postcode: '3000',
    timeZone: 'Australia/Melbourne',
  },
  {
    city: 'Wellington',
    province: 'Wellington',
    country: 'New Zealand',
    currency: 'NZ$',
    postcode: '6011',
    timeZone: 'Pacific/Auckland',
  },
  {
    city: 'Chicago',
    province: 'Illinois',
    country: 'United States',
    currency: 'US$',
    postcode: '60601',
    timeZone: 'America/Chicago',
  },
];
const KINDS = [
  'Bakmi',
  'Sate',
  'Noodle Bar',
  'Kitchen',
  'Bakery',
  'Cafe',
  'Seafood House',
  'Ramen',
  'Grill',
  'Kopitiam',
  'Deli',
  'Pizzeria',
];
const GENERATED_COUNT = 24;

export const DEMO_RESTAURANTS: DemoRestaurant[] = [
  ...NAMED.map((r, i) => ({ ...r, id: demoUuid(1, i + 1) })),
  ...Array.from({ length: GENERATED_COUNT }, (_, i) => {
    const place = PLACES[i % PLACES.length];
    const name = `${place.city} ${KINDS[i % KINDS.length]}`;
    return {
      id: demoUuid(1, NAMED.length + i + 1),
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      address: `${10 + i} Market Street`,
      ...place,
    };
  }),
];

export const DEMO_RESTAURANT_IDS = {
  warungNusantara: demoUuid(1, 1),
  kopiKita: demoUuid(1, 2),
  harbourBistro: demoUuid(1, 3),
} as const;

export interface DemoUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  restoUuid: string | null;
  restaurantIds: string[];
}

export const DEMO_USERS: DemoUser[] = [
  {
    id: demoUuid(2, 1),
    email: 'superadmin@restoboard.test',
    name: 'Sari Super',
    role: 'SUPERADMIN',
    restoUuid: null,
    restaurantIds: [],
  },
  {
    id: demoUuid(2, 2),
    email: 'admin@restoboard.test',
    name: 'Adi Admin',
    role: 'ADMIN',
    restoUuid: DEMO_RESTAURANT_IDS.warungNusantara,
    restaurantIds: [DEMO_RESTAURANT_IDS.warungNusantara],
  },
  {
    id: demoUuid(2, 3),
    email: 'multi@restoboard.test',
    name: 'Maya Multi',
    role: 'ADMIN',
    restoUuid: DEMO_RESTAURANT_IDS.kopiKita,
    restaurantIds: [DEMO_RESTAURANT_IDS.kopiKita, DEMO_RESTAURANT_IDS.harbourBistro],
  },
  {
    id: demoUuid(2, 4),
    email: 'cashier@restoboard.test',
    name: 'Citra Cashier',
    role: 'CASHIER',
    restoUuid: DEMO_RESTAURANT_IDS.warungNusantara,
    restaurantIds: [DEMO_RESTAURANT_IDS.warungNusantara],
  },
];

/** Restaurants added for benchmarks (`npm run seed -- --restaurants N`): fixed ids as well. */
export function benchRestaurants(count: number): DemoRestaurant[] {
  return Array.from({ length: count }, (_, i) => {
    const place = PLACES[i % PLACES.length];
    const number = String(i + 1).padStart(6, '0');
    return {
      id: demoUuid(3, i + 1),
      name: `Bench Restaurant ${number}`,
      slug: `bench-restaurant-${number}`,
      address: `${i + 1} Bench Road`,
      ...place,
    };
  });
}
