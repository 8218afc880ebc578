import { CATALOGUES } from './catalogues';
import { RESOURCE_DESCRIPTORS } from './resources';
import type { Catalogue, Locale } from './messages';

/**
 * The names rules give a field or a thing in their messages (`%{attr}`, `%{other}`, `%{obj}`), in
 * English, with their Indonesian; English says them as they are. Apart from the catalogues, which
 * the sign-in page carries: only translated messages need them.
 */
export const ID_ATTRIBUTES: Readonly<Record<string, string>> = {
  Categories: 'Kategori',
  Category: 'Kategori',
  Copies: 'Jumlah salinan',
  Cover: 'Sampul',
  Currency: 'Mata uang',
  Date: 'Tanggal',
  Day: 'Hari',
  'Day cut-off': 'Batas hari usaha',
  'Delivery charge': 'Biaya antar',
  Destination: 'Tujuan',
  'Discount type': 'Jenis diskon',
  'Discount value': 'Nilai diskon',
  End: 'Selesai',
  'Expiry date': 'Tanggal kedaluwarsa',
  Icon: 'Ikon',
  Image: 'Gambar',
  'Indonesian name': 'nama bahasa Indonesia',
  Language: 'Bahasa',
  'Last order': 'Pesanan terakhir',
  Latitude: 'Lintang',
  'Least choices': 'Pilihan paling sedikit',
  Longitude: 'Bujur',
  'Maximum discount': 'Diskon maksimum',
  'Maximum discount percentage': 'Persentase diskon maksimum',
  'Maximum nominal discount': 'Diskon nominal maksimum',
  Menu: 'Menu',
  Menus: 'Menu',
  'Minimum discount percentage': 'Persentase diskon minimum',
  'Minimum nominal discount': 'Diskon nominal minimum',
  'Minimum order': 'Pesanan minimum',
  'Most choices': 'Pilihan paling banyak',
  'Offer end': 'Akhir penawaran',
  'Offer start': 'Awal penawaran',
  Option: 'Opsi',
  'Order plan': 'Rencana pesanan',
  'Order subtotal': 'Subtotal pesanan',
  'Order type': 'Jenis pesanan',
  'Payment method': 'Metode pembayaran',
  Phone: 'Telepon',
  Position: 'Posisi',
  Price: 'Harga',
  'Printer class': 'Kelas printer',
  'Promo price': 'Harga promo',
  Provider: 'Penyedia',
  'Publish date': 'Tanggal terbit',
  Quantity: 'Jumlah',
  Rate: 'Kurs',
  'Reservation URL': 'URL reservasi',
  Restaurant: 'Restoran',
  Restaurants: 'Restoran',
  Role: 'Peran',
  'Service charge': 'Biaya layanan',
  Start: 'Mulai',
  Status: 'Status',
  Tag: 'Tag',
  Tags: 'Tag',
  Tax: 'Pajak',
  'Table number': 'Jumlah meja',
  'This field': 'Isian ini',
  Time: 'Waktu',
  'Time zone': 'Zona waktu',
  'WiFi name': 'Nama WiFi',
  'WiFi password': 'Kata sandi WiFi',
  category: 'kategori',
  items: 'item',
  menu: 'menu',
  menus: 'menu',
  'opening hours': 'jam buka',
  'option groups': 'grup opsi',
  options: 'opsi',
  restaurant: 'restoran',
  restaurants: 'restoran',
  services: 'layanan',
  tags: 'tag',
};

/** What a message calls a field it cannot name: "This field must be a whole number". */
export const UNNAMED_ATTRIBUTE = 'This field';

/**
 * The name a message gives an input field, from the last name of its path (`optionGroups.0.price`
 * → `Price`, `deliveryCharge` → `Delivery charge`) when the names above hold it with a capital, so
 * that it can open a message in Indonesian too, or when the described resource of `inputType`
 * (`ReservationInput`) labels it; otherwise "This field".
 */
export function attributeOf(fieldPath: string, inputType?: string): string {
  const field =
    fieldPath
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .at(-1) ?? '';
  const described = RESOURCE_DESCRIPTORS.find(({ type }) => `${type}Input` === inputType)?.labels?.en.fields[field];
  if (described) return described;
  const words = field.replace(/[A-Z]/g, (letter) => ` ${letter}`).toLowerCase();
  return (
    Object.keys(ID_ATTRIBUTES).find((name) => /^\p{Lu}/u.test(name) && name.toLowerCase() === words) ??
    UNNAMED_ATTRIBUTE
  );
}

type MessageParams = Record<string, string | number>;

/** What described resources call themselves and their fields in English, in Indonesian (from their labels). */
const DESCRIBED_ID_ATTRIBUTES: Readonly<Record<string, string>> = Object.fromEntries(
  RESOURCE_DESCRIPTORS.flatMap(({ labels }) =>
    labels
      ? [
          [labels.en.name, labels.id.name],
          ...Object.entries(labels.en.fields).map(([field, english]) => [english, labels.id.fields[field] ?? english]),
        ]
      : [],
  ),
);

/** The parameters that name something (`Price`, `options`). */
const NAMING_PARAMS = ['attr', 'other', 'obj'];

/**
 * A message's parameters as its language writes them: names translated (`Harga`), numbers grouped
 * (`50,000` / `50.000`). Parameters already written as text (a formatted amount) stay as they are.
 */
export function localizeParams(locale: Locale, params: MessageParams): MessageParams {
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
  const name = (value: string) =>
    locale === 'id' ? (ID_ATTRIBUTES[value] ?? DESCRIBED_ID_ATTRIBUTES[value] ?? value) : value;
  return Object.fromEntries(
    Object.entries(params).map(([param, value]) => {
      if (typeof value === 'number' && param !== 'smart_count') return [param, numbers.format(value)];
      if (typeof value === 'string' && NAMING_PARAMS.includes(param)) return [param, name(value)];
      return [param, value];
    }),
  );
}

/** The groups whose parameters are localized (a notification's order number is not a quantity). */
export const LOCALIZED_GROUPS = ['validation', 'errors'];

/** Looks up `group.key` (e.g. `errors.authFailed`) and fills `%{name}` placeholders. */
export function translate(locale: Locale, key: string, params: MessageParams = {}): string {
  const [group, ...rest] = key.split('.');
  let node: unknown = CATALOGUES[locale][group as keyof Catalogue];
  for (const part of rest) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === 'string' ? node : key;
  const localized = LOCALIZED_GROUPS.includes(group ?? '') ? localizeParams(locale, params) : params;
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => (name in localized ? String(localized[name]) : `%{${name}}`));
}
