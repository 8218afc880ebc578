import { useLocaleState } from 'react-admin';
import { lookupMessage } from '../../../web/lookup';

/**
 * The words of the Table orders screen and of a table's new code, in English and Indonesian, which load with the QR
 * area's screens rather than with the catalogue every screen loads (the admin's first screen stays within its
 * budget). The catalogue keeps the navigation's label (`app.nav.tableOrders`).
 */
const EN = {
  title: 'Table orders of %{name}',
  notAsked:
    'Orders from tables are taken at once: staff confirm them first only when the restaurant’s settings say so (Staff confirm table orders).',
  empty: 'No table order is waiting for confirmation.',
  waiting: 'Table orders waiting: %{count}',
  heading: 'Table %{table} · order #%{number}',
  placedAt: 'Ordered at %{time}',
  total: 'Total %{total}',
  confirm: 'Confirm',
  confirmOne: 'Confirm order #%{number} of table %{table}',
  reject: 'Reject',
  rejectOne: 'Reject order #%{number} of table %{table}',
  rejectTitle: 'Reject order #%{number} of table %{table}?',
  rejectContent: 'The order is cancelled and its portions go back to the stock counts. Tell the guests at the table.',
  confirmed: 'Order #%{number} of table %{table} confirmed',
  rejected: 'Order #%{number} of table %{table} rejected',
  newCode: 'New code',
  newCodeOne: 'New code for table %{n}',
  newCodeTitle: 'Give table %{n} a new code?',
  newCodeContent:
    'The code printed on table %{n} stops working at once: guests who scan it still see the menu, but cannot order at the table and are not counted. Print the new code and put it on the table.',
  newCodeConfirm: 'Give a new code',
  newCodeDone: 'Table %{n} has a new code: print it and replace the old one',
};

type TableOrderWords = typeof EN;

const ID: TableOrderWords = {
  title: 'Pesanan meja %{name}',
  notAsked:
    'Pesanan dari meja langsung diterima: staf mengonfirmasinya dulu hanya bila pengaturan restoran memintanya (Staf mengonfirmasi pesanan meja).',
  empty: 'Tidak ada pesanan meja yang menunggu konfirmasi.',
  waiting: 'Pesanan meja yang menunggu: %{count}',
  heading: 'Meja %{table} · pesanan #%{number}',
  placedAt: 'Dipesan pukul %{time}',
  total: 'Total %{total}',
  confirm: 'Konfirmasi',
  confirmOne: 'Konfirmasi pesanan #%{number} dari meja %{table}',
  reject: 'Tolak',
  rejectOne: 'Tolak pesanan #%{number} dari meja %{table}',
  rejectTitle: 'Tolak pesanan #%{number} dari meja %{table}?',
  rejectContent: 'Pesanan dibatalkan dan porsinya kembali ke jumlah stok. Beri tahu tamu di meja itu.',
  confirmed: 'Pesanan #%{number} dari meja %{table} dikonfirmasi',
  rejected: 'Pesanan #%{number} dari meja %{table} ditolak',
  newCode: 'Kode baru',
  newCodeOne: 'Kode baru untuk meja %{n}',
  newCodeTitle: 'Beri meja %{n} kode baru?',
  newCodeContent:
    'Kode yang tercetak di meja %{n} langsung tidak berlaku: tamu yang memindainya tetap melihat menu, tetapi tidak bisa memesan di meja itu dan tidak dihitung. Cetak kode baru dan pasang di meja.',
  newCodeConfirm: 'Beri kode baru',
  newCodeDone: 'Meja %{n} mendapat kode baru: cetak dan ganti kode yang lama',
};

export type Words = (key: keyof TableOrderWords, params?: Record<string, string | number>) => string;

/** The words in the UI language, `%{name}` filled in. */
export function useTableOrderWords(): Words {
  const [locale] = useLocaleState();
  return (key, params) => lookupMessage(locale === 'id' ? ID : EN, key, params);
}
