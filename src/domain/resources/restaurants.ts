import { CURRENCY_SYMBOLS } from '../currency';
import { LANGUAGES, ORDER_PLANS } from '../enums';
import { deliveryChargeRequired, openingHours, paymentMethods, services } from '../restaurantSettings';
import { dayCutoff, timeZone } from '../timeZones';
import {
  discountPresets,
  inRecordCurrency,
  integer,
  LIMITS,
  maxLength,
  maxSelected,
  maxValue,
  minValue,
  notAbove,
  number,
  oneOf,
  phone,
  required,
  requiredWith,
  slug,
  url,
  type Rule,
} from '../validation';
import { defineDescriptor } from './descriptor';

const PLACE_LENGTH = 100;
const POSTCODE_LENGTH = 20;
export const MAX_TABLES = 500;
export const MAX_RESTAURANT_TAGS = 10;

const amount = (attr: string): Rule[] => [
  number(),
  minValue(attr, 0),
  maxValue(attr, LIMITS.money),
  inRecordCurrency(attr),
];
const percentage = (attr: string): Rule[] => [number(), minValue(attr, 0), maxValue(attr, 100)];

/**
 * Every setting of a restaurant (docs/spec.md §3) with its rules (docs/spec.md §5, docs/architecture.md §5 limits), in
 * the
 * order of the settings form's tabs, shared by the form and the API.
 */
export const RESTAURANT_RULES = {
  // Identity
  name: [required(), maxLength(LIMITS.name)],
  slug: [required(), slug()],
  categoryId: [],
  tagIds: [maxSelected('tags', MAX_RESTAURANT_TAGS)],
  logoUrl: [],
  coverUrl: [],
  // Location
  address: [maxLength(LIMITS.description)],
  city: [maxLength(PLACE_LENGTH)],
  province: [maxLength(PLACE_LENGTH)],
  country: [maxLength(PLACE_LENGTH)],
  postcode: [maxLength(POSTCODE_LENGTH)],
  latitude: [
    number(),
    minValue('Latitude', -90),
    maxValue('Latitude', 90),
    requiredWith('longitude', 'Longitude', 'Latitude'),
  ],
  longitude: [
    number(),
    minValue('Longitude', -180),
    maxValue('Longitude', 180),
    requiredWith('latitude', 'Latitude', 'Longitude'),
  ],
  // Languages and currency
  primaryLanguage: [oneOf('Language', LANGUAGES)],
  secondaryLanguage: [oneOf('Language', LANGUAGES)],
  currency: [required(), oneOf('Currency', CURRENCY_SYMBOLS)],
  // Hours (read in the restaurant's time zone; its business day turns at the cut-off)
  timeZone: [timeZone()],
  dayCutoff: [dayCutoff()],
  openingHours: [openingHours()],
  services: [services()],
  // Ordering and charges
  orderPlan: [oneOf('Order plan', ORDER_PLANS)],
  deliveryCharge: [deliveryChargeRequired(), ...amount('Delivery charge')],
  minimumOrder: amount('Minimum order'),
  tax: percentage('Tax'),
  serviceCharge: percentage('Service charge'),
  discountMinNominal: [
    ...amount('Minimum nominal discount'),
    requiredWith('discountMaxNominal', 'Maximum nominal discount', 'Minimum nominal discount'),
    notAbove('discountMaxNominal', 'Minimum nominal discount'),
  ],
  discountMaxNominal: [
    ...amount('Maximum nominal discount'),
    requiredWith('discountMinNominal', 'Minimum nominal discount', 'Maximum nominal discount'),
  ],
  discountMinPercent: [
    ...percentage('Minimum discount percentage'),
    notAbove('discountMaxPercent', 'Minimum discount percentage'),
  ],
  discountMaxPercent: percentage('Maximum discount percentage'),
  discountPresets: [discountPresets()],
  // Payments
  paymentMethods: [paymentMethods()],
  paymentTitle: [maxLength(LIMITS.name)],
  paymentInstruction: [maxLength(LIMITS.description)],
  // Contact and tables
  whatsapp: [phone('WhatsApp')],
  wifiName: [maxLength(LIMITS.name), requiredWith('wifiPassword', 'WiFi password', 'WiFi name')],
  wifiPassword: [maxLength(LIMITS.name), requiredWith('wifiName', 'WiFi name', 'WiFi password')],
  reservationUrl: [url('Reservation URL')],
  qrName: [maxLength(LIMITS.name)],
  tableCount: [number(), integer(), minValue('Table number', 0), maxValue('Table number', MAX_TABLES)],
  confirmTableOrders: [],
} satisfies Record<string, readonly Rule[]>;

/** Restaurants: the tenants themselves. */
export const RESTAURANTS = defineDescriptor({
  name: 'restaurants',
  type: 'Restaurant',
  plural: 'Restaurants',
  area: 'restaurants',
  tenancy: { kind: 'self' },
  input: RESTAURANT_RULES,
  fields: [
    'id',
    ...Object.keys(RESTAURANT_RULES).filter((field) => !['openingHours', 'services', 'paymentMethods'].includes(field)),
    'openingHours { day start end allDay }',
    'services { start end lastOrderMinutes }',
    'paymentMethods { method active qrImageUrl }',
    'createdAt',
    'updatedAt',
  ],
  secrets: ['wifiPassword'],
  bulk: ['update'],
});
