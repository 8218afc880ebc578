import { PUBLIC_CATALOGUES, type Catalogue, type Locale } from './messages';

/*
 * The enums' names and the signed-in screens' errors, apart from the messages the public pages
 * carry: the sign-in page's chunk holds messages.ts, and what is in this module stays out of it.
 */

const EN_ENUMS: Catalogue['enums'] = {
  orderPlan: {
    DINE_IN: 'Dine in',
    DINE_IN_N_ROOM_SERVICE: 'Dine in & room service',
    DELIVERY: 'Delivery',
    DELIVERY_N_TAKE_AWAY: 'Delivery & take away',
    TAKE_AWAY: 'Take away',
    ROOM_SERVICE: 'Room service',
    PICKUP: 'Pickup',
    GLOBAL: 'Global (all order types)',
  },
  orderType: { DINE_IN: 'Dine in', DELIVERY: 'Delivery', TAKE_AWAY: 'Take away', ROOM_SERVICE: 'Room service', PICKUP: 'Pickup' },
  paymentMethod: { CASH: 'Cash', NQR: 'QRIS / NQR', E_WALLET: 'E-wallet', CREDIT_CARD: 'Credit card', TRANSFER: 'Bank transfer', EDC: 'EDC' },
  discountType: { PERCENTAGE: 'Percentage', NOMINAL: 'Nominal' },
  orderStatus: { DONE: 'Done', CANCELED: 'Canceled', UNPROCESSED: 'Unprocessed', ONGOING: 'Ongoing' },
  paymentStatus: { PAID: 'Paid', UNPAID: 'Unpaid', CANCELLED: 'Cancelled' },
  itemStatus: { ACTIVE: 'Active', INACTIVE: 'Inactive', UNSET: 'Unset', NEW: 'New', UNVERIFIED: 'Unverified', DRAFT: 'Draft' },
  signInProvider: { EMAIL: 'Email', GOOGLE: 'Google', FACEBOOK: 'Facebook', ANONYMOUS: 'Anonymous', APPLE: 'Apple' },
  language: { en: 'English', id: 'Indonesian', zh: 'Chinese', ja: 'Japanese', ko: 'Korean', ms: 'Malay', th: 'Thai', vi: 'Vietnamese' },
  role: {
    SUPERADMIN: 'Super admin',
    ADMIN: 'Admin',
    MANAGER: 'Manager',
    CASHIER: 'Cashier',
    ADMIN_CASHIER: 'Admin cashier',
    WAITER: 'Waiter',
    CUSTOMER: 'Customer',
  },
  userStatus: { ACTIVE: 'Active', INACTIVE: 'Inactive', UNVERIFIED: 'Unverified' },
  postStatus: { DRAFT: 'Draft', SCHEDULED: 'Scheduled', LIVE: 'Live', EXPIRED: 'Expired' },
};

const ID_ENUMS: Catalogue['enums'] = {
  orderPlan: {
    DINE_IN: 'Makan di tempat',
    DINE_IN_N_ROOM_SERVICE: 'Makan di tempat & layanan kamar',
    DELIVERY: 'Pesan antar',
    DELIVERY_N_TAKE_AWAY: 'Pesan antar & bawa pulang',
    TAKE_AWAY: 'Bawa pulang',
    ROOM_SERVICE: 'Layanan kamar',
    PICKUP: 'Ambil sendiri',
    GLOBAL: 'Global (semua jenis pesanan)',
  },
  orderType: { DINE_IN: 'Makan di tempat', DELIVERY: 'Pesan antar', TAKE_AWAY: 'Bawa pulang', ROOM_SERVICE: 'Layanan kamar', PICKUP: 'Ambil sendiri' },
  paymentMethod: { CASH: 'Tunai', NQR: 'QRIS / NQR', E_WALLET: 'Dompet digital', CREDIT_CARD: 'Kartu kredit', TRANSFER: 'Transfer bank', EDC: 'EDC' },
  discountType: { PERCENTAGE: 'Persentase', NOMINAL: 'Nominal' },
  orderStatus: { DONE: 'Selesai', CANCELED: 'Dibatalkan', UNPROCESSED: 'Belum diproses', ONGOING: 'Sedang berjalan' },
  paymentStatus: { PAID: 'Lunas', UNPAID: 'Belum dibayar', CANCELLED: 'Dibatalkan' },
  itemStatus: { ACTIVE: 'Aktif', INACTIVE: 'Tidak aktif', UNSET: 'Belum diatur', NEW: 'Baru', UNVERIFIED: 'Belum diverifikasi', DRAFT: 'Draf' },
  signInProvider: { EMAIL: 'Email', GOOGLE: 'Google', FACEBOOK: 'Facebook', ANONYMOUS: 'Anonim', APPLE: 'Apple' },
  language: { en: 'Inggris', id: 'Indonesia', zh: 'Mandarin', ja: 'Jepang', ko: 'Korea', ms: 'Melayu', th: 'Thai', vi: 'Vietnam' },
  role: {
    SUPERADMIN: 'Super admin',
    ADMIN: 'Admin',
    MANAGER: 'Manajer',
    CASHIER: 'Kasir',
    ADMIN_CASHIER: 'Admin kasir',
    WAITER: 'Pelayan',
    CUSTOMER: 'Pelanggan',
  },
  userStatus: { ACTIVE: 'Aktif', INACTIVE: 'Tidak aktif', UNVERIFIED: 'Belum diverifikasi' },
  postStatus: { DRAFT: 'Draf', SCHEDULED: 'Terjadwal', LIVE: 'Tayang', EXPIRED: 'Kedaluwarsa' },
};

/** Errors only signed-in screens meet (view as, restore), kept out of the sign-in page's chunk too. */
const EN_SIGNED_IN_ERRORS: Catalogue['errors'] = {
  notRestorable: 'This change cannot be restored: nothing of it can be written back.',
  viewingAs: 'You are viewing as someone else: changes are not allowed.',
  notViewingAs: 'You are not viewing as anyone.',
  viewAsTarget: 'Choose one user, or a role and a restaurant, to view as',
  viewAsUser: 'Only an admin who can sign in to this app can be viewed as',
};

const ID_SIGNED_IN_ERRORS: Catalogue['errors'] = {
  notRestorable: 'Perubahan ini tidak dapat dipulihkan: tidak ada bagiannya yang dapat ditulis kembali.',
  viewingAs: 'Anda sedang melihat sebagai orang lain: perubahan tidak diizinkan.',
  notViewingAs: 'Anda tidak sedang melihat sebagai siapa pun.',
  viewAsTarget: 'Pilih satu pengguna, atau satu peran dan satu restoran, untuk dilihat sebagai',
  viewAsUser: 'Hanya admin yang dapat masuk ke aplikasi ini yang dapat dilihat sebagai',
};

/** The whole catalogue per locale: the public groups, the signed-in errors and the enums. */
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = {
  en: { ...PUBLIC_CATALOGUES.en, errors: { ...PUBLIC_CATALOGUES.en.errors, ...EN_SIGNED_IN_ERRORS }, enums: EN_ENUMS },
  id: { ...PUBLIC_CATALOGUES.id, errors: { ...PUBLIC_CATALOGUES.id.errors, ...ID_SIGNED_IN_ERRORS }, enums: ID_ENUMS },
};
