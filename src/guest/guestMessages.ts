import type { Locale } from '../domain';

/** The guest menu's own words, loaded with its page only. */
const en = {
  language: 'Language',
  loading: 'Loading the menu…',
  failed: 'The menu could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  notFound: 'This menu does not exist',
  notFoundHelp: 'The code you scanned may be old. Ask the staff for the menu.',
  table: 'Table %{table}',
  openNow: 'Open now',
  closedNow: 'Closed now',
  today: 'Today: %{hours}',
  allDay: 'open 24 hours',
  closedToday: 'Closed today',
  empty: 'Nothing is on the menu yet.',
  soldOut: 'Sold out',
  outOfStock: 'Out of stock',
  other: 'More',
  packages: 'Packages',
  chooseBetween: 'Choose %{min}–%{max}',
  choose: 'Choose %{count}',
  optional: 'optional',
  plus: '+ %{price}',
  featured: 'Recommended',
  categories: 'Menu sections',
  photo: 'Photo of %{name}',
};

export type GuestMessages = typeof en;

const id: GuestMessages = {
  language: 'Bahasa',
  loading: 'Memuat menu…',
  failed: 'Menu tidak dapat dimuat. Periksa koneksi Anda lalu coba lagi.',
  retry: 'Coba lagi',
  notFound: 'Menu ini tidak ada',
  notFoundHelp: 'Kode yang Anda pindai mungkin sudah lama. Mintalah menu kepada staf.',
  table: 'Meja %{table}',
  openNow: 'Buka sekarang',
  closedNow: 'Sedang tutup',
  today: 'Hari ini: %{hours}',
  allDay: 'buka 24 jam',
  closedToday: 'Hari ini tutup',
  empty: 'Belum ada apa pun di menu.',
  soldOut: 'Habis',
  outOfStock: 'Stok habis',
  other: 'Lainnya',
  packages: 'Paket',
  chooseBetween: 'Pilih %{min}–%{max}',
  choose: 'Pilih %{count}',
  optional: 'opsional',
  plus: '+ %{price}',
  featured: 'Rekomendasi',
  categories: 'Bagian menu',
  photo: 'Foto %{name}',
};

export const GUEST_MESSAGES: Readonly<Record<Locale, GuestMessages>> = { en, id };
