/** Complete demo settings for every demo restaurant (docs/spec.md §3): hours, services, charges, payments, contact. */
import { ORDER_PLANS, type Currency, type OpeningInterval, type PaymentMethodSetting } from '../../../domain';
import type { DemoRestaurant } from '../demoData';

/** Charges as restaurants of each currency's country usually set them. */
const LOCAL: Record<
  Currency,
  {
    tax: number;
    serviceCharge: number;
    delivery: number;
    minimum: number;
    discount: [number, number];
    phone: string;
    languages: [string, string];
  }
> = {
  'Rp.': {
    tax: 11,
    serviceCharge: 5,
    delivery: 10000,
    minimum: 50000,
    discount: [5000, 50000],
    phone: '+62 812-555-0',
    languages: ['id', 'en'],
  },
  S$: {
    tax: 9,
    serviceCharge: 10,
    delivery: 5,
    minimum: 20,
    discount: [2, 20],
    phone: '+65 8555 0',
    languages: ['en', 'zh'],
  },
  A$: {
    tax: 10,
    serviceCharge: 0,
    delivery: 6.5,
    minimum: 25,
    discount: [2, 25],
    phone: '+61 400 555 0',
    languages: ['en', 'zh'],
  },
  NZ$: {
    tax: 15,
    serviceCharge: 0,
    delivery: 7,
    minimum: 25,
    discount: [2, 25],
    phone: '+64 21 555 0',
    languages: ['en', 'zh'],
  },
  US$: {
    tax: 8.875,
    serviceCharge: 0,
    delivery: 4.99,
    minimum: 15,
    discount: [1, 15],
    phone: '+1 212 555 0',
    languages: ['en', 'id'],
  },
};

const COORDINATES: Record<string, [number, number]> = {
  Jakarta: [-6.1862, 106.8229],
  Bandung: [-6.9175, 107.6091],
  Surabaya: [-7.2575, 112.7521],
  Denpasar: [-8.6705, 115.2126],
  Yogyakarta: [-7.7956, 110.3695],
  Singapore: [1.2847, 103.8514],
  Sydney: [-33.8688, 151.2093],
  Melbourne: [-37.8136, 144.9631],
  Auckland: [-36.8485, 174.7633],
  Wellington: [-41.2865, 174.7762],
  Brooklyn: [40.7081, -73.9571],
  Chicago: [41.8781, -87.6298],
};

const WEEKDAYS = [1, 2, 3, 4, 5];
const WEEKEND = [0, 6];

/** Lunch and dinner on weekdays, one long day at weekends; every seventh restaurant is open around the clock. */
function openingHours(index: number): OpeningInterval[] {
  if (index % 7 === 3) return [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '00:00', end: '00:00', allDay: true }));
  return [
    ...WEEKDAYS.flatMap((day) => [
      { day, start: '10:00', end: '14:30', allDay: false },
      { day, start: '17:00', end: '22:00', allDay: false },
    ]),
    ...WEEKEND.map((day) => ({ day, start: '09:00', end: '23:00', allDay: false })),
  ];
}

function paymentMethods(currency: Currency, index: number): PaymentMethodSetting[] {
  const methods: PaymentMethodSetting[] = [
    { method: 'CASH', active: true, qrImageUrl: null },
    { method: 'EDC', active: true, qrImageUrl: null },
    { method: 'CREDIT_CARD', active: currency !== 'Rp.', qrImageUrl: null },
  ];
  if (currency === 'Rp.')
    methods.push(
      { method: 'E_WALLET', active: true, qrImageUrl: null },
      { method: 'TRANSFER', active: index % 2 === 0, qrImageUrl: null },
    );
  return methods;
}

export function demoSettings(restaurant: DemoRestaurant, index: number) {
  const local = LOCAL[restaurant.currency];
  const [latitude, longitude] = COORDINATES[restaurant.city] ?? [null, null];
  return {
    latitude,
    longitude,
    primaryLanguage: local.languages[0],
    secondaryLanguage: local.languages[1],
    openingHours: openingHours(index),
    services: [
      { start: '10:00', end: '14:30', lastOrderMinutes: 30 },
      { start: '17:00', end: '22:00', lastOrderMinutes: 15 },
    ],
    orderPlan: ORDER_PLANS[index % ORDER_PLANS.length],
    deliveryCharge: local.delivery,
    minimumOrder: local.minimum,
    tax: local.tax,
    serviceCharge: local.serviceCharge,
    discountMinNominal: local.discount[0],
    discountMaxNominal: local.discount[1],
    discountMinPercent: 5,
    discountMaxPercent: 25,
    discountPresets: '5:10:15:20',
    paymentMethods: paymentMethods(restaurant.currency, index),
    paymentTitle: 'Pay at the cashier',
    paymentInstruction: 'Tell the cashier your table number, or pay with the QR code on your table.',
    whatsapp: `${local.phone}${String(100 + index).padStart(3, '0')}`,
    wifiName: restaurant.name.replace(/[^A-Za-z0-9]/g, ''),
    wifiPassword: `${restaurant.slug.slice(0, 8)}-${2026 + index}`,
    reservationUrl: `https://reservations.restoboard.test/${restaurant.slug}`,
    qrName: restaurant.name,
    tableCount: 10 + (index % 5) * 5,
  };
}
