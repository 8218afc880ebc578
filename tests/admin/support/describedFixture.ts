/**
 * A described resource for the default screens' tests (the product has none yet): a restaurant's table reservations.
 */
import englishMessages from 'ra-language-english';
import {
  defineDescriptor,
  integer,
  LIMITS,
  maxLength,
  maxValue,
  minValue,
  oneOf,
  phone,
  required,
  RESOURCE_DESCRIPTORS,
  type Locale,
  type ResourceDescriptor,
} from '../../../src/domain';
import { allMessages } from '../../../src/admin/i18n/allMessages';
import en from '../../../src/admin/i18n/en';
import id from '../../../src/admin/i18n/id';
import { buildI18nProvider } from '../../../src/admin/i18n/i18nProvider';
import raIndonesian from '../../../src/admin/i18n/ra-id';

const STATUSES = ['BOOKED', 'SEATED', 'CANCELLED', 'NO_SHOW'] as const;

export const RESERVATIONS = defineDescriptor({
  name: 'reservations',
  type: 'Reservation',
  plural: 'Reservations',
  area: 'reservations',
  grants: ['ADMIN', 'SUPERADMIN'],
  tenancy: { kind: 'restaurant', field: 'restaurantId' },
  input: {
    restaurantId: [required()],
    guestName: [required(), maxLength(LIMITS.name)],
    phone: [phone('Phone')],
    partySize: [required(), integer(), minValue('Party size', 1), maxValue('Party size', 50)],
    reservedAt: [required()],
    tableNumber: [integer(), minValue('Table number', 1)],
    status: [required(), oneOf('Status', STATUSES)],
    note: [maxLength(LIMITS.description)],
  },
  fields: ['id', 'restaurantId', 'guestName', 'phone', 'partySize', 'reservedAt', 'tableNumber', 'status', 'note'],
  bulk: ['delete'],
  labels: {
    en: {
      one: 'Reservation',
      name: 'Reservations',
      fields: {
        restaurantId: 'Restaurant',
        guestName: 'Guest name',
        phone: 'Phone',
        partySize: 'Party size',
        reservedAt: 'Date and time',
        tableNumber: 'Table',
        status: 'Status',
        note: 'Note',
      },
    },
    id: {
      one: 'Reservasi',
      name: 'Reservasi',
      fields: {
        restaurantId: 'Restoran',
        guestName: 'Nama tamu',
        phone: 'Telepon',
        partySize: 'Jumlah tamu',
        reservedAt: 'Tanggal dan jam',
        tableNumber: 'Meja',
        status: 'Status',
        note: 'Catatan',
      },
    },
  },
  kinds: {
    restaurantId: { kind: 'reference', reference: 'restaurants', optionText: 'name' },
    guestName: { kind: 'text' },
    phone: { kind: 'text' },
    partySize: { kind: 'integer' },
    reservedAt: { kind: 'dateTime' },
    tableNumber: { kind: 'integer' },
    status: {
      kind: 'enum',
      values: STATUSES,
      labels: {
        en: { BOOKED: 'Booked', SEATED: 'Seated', CANCELLED: 'Cancelled', NO_SHOW: 'No-show' },
        id: { BOOKED: 'Dipesan', SEATED: 'Duduk', CANCELLED: 'Dibatalkan', NO_SHOW: 'Tidak datang' },
      },
    },
    note: { kind: 'text', multiline: true },
  },
  list: {
    columns: ['guestName', 'partySize', 'reservedAt', 'tableNumber', 'status'],
    filters: ['status'],
    search: true,
    sort: { field: 'reservedAt', order: 'DESC' },
  },
});

const RA_MESSAGES = { en: englishMessages, id: raIndonesian };
const APP_MESSAGES = { en, id };

/**
 * react-admin's translator in a language, its catalogue built as the app builds it, with the fixture (or another
 * description of it) described too.
 */
export const describedI18nFor = (locale: Locale, fixture: ResourceDescriptor = RESERVATIONS) =>
  buildI18nProvider(
    locale,
    allMessages(locale, RA_MESSAGES[locale], APP_MESSAGES[locale], [...RESOURCE_DESCRIPTORS, fixture]),
  );
