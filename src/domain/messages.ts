/**
 * The message catalogue of spec §5 and §8 (plus the keys DESIGN §3 adds), in English and
 * Indonesian. The admin merges it into its polyglot messages; the server translates error
 * messages with it. Placeholders use polyglot's `%{name}`.
 */

export const LOCALES = ['en', 'id'] as const;
export type Locale = (typeof LOCALES)[number];

interface Catalogue {
  errors: Record<string, string>;
  validation: Record<string, string>;
  enums: Record<string, Record<string, string>>;
  notifications: Record<string, string>;
  /** The names rules give a field or a thing in their messages (`%{attr}`, `%{other}`, `%{obj}`), in this language. */
  attributes: Record<string, string>;
}

/** Indonesian for the English names the rules pass as `attr`, `other` and `obj`; English names itself. */
const ID_ATTRIBUTES: Record<string, string> = {
  Categories: 'Kategori',
  Category: 'Kategori',
  Copies: 'Jumlah salinan',
  Cover: 'Sampul',
  Currency: 'Mata uang',
  Date: 'Tanggal',
  Day: 'Hari',
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
  Time: 'Waktu',
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

const en: Catalogue = {
  errors: {
    somethingWrong: 'Something went wrong, try again later!',
    checkInputs: 'Error, please check your inputs.',
    fieldsHaveErrors: 'There are some errors in your fields.',
    authFailed: 'Authentication failed. Ensure that email and password are correct.',
    emailRegistered: 'Email has already registered',
    emailNotFound: 'Email not found',
    failedCreate: 'Failed to create %{obj}',
    failedUpdate: 'Failed to update %{obj}',
    failedExport: 'Failed to export data. Please try again.',
    failedDelete: 'Failed to delete data. Please try again.',
    failedLoad: 'Failed to load data. Please try again.',
    failedPublish: 'Failed to publish %{obj}. Please try again.',
    failedResetPassword: 'Failed to reset password.',
    failedAvailability: 'Unable to update menu availability. Please try again.',
    alreadyExists: '%{obj} already exists. Please use another.',
    companyExists: 'Company already exist',
    fileTooBig: 'File too big.',
    roleRefused: 'This account cannot sign in to the admin. Only restaurant admins and super admins can.',
    noRestaurant: 'This admin account has no restaurant yet. Ask a super admin to assign one.',
    rateLimited: 'Too many attempts. Please wait %{seconds} seconds and try again.',
    exportRangeTooLong: 'The export range is limited to 6 months. Choose a shorter range.',
    exportRangeMissing: 'Choose a period of at most 6 months to export: set From, or pick a period.',
    codeInvalid: 'This link has been used or has expired.',
    verifyFirst: 'Please verify your email address first, through the link we sent you.',
    alreadyVerified: 'This email address is already verified.',
    noPin: 'Only cashiers, waiters and admin cashiers have a POS PIN.',
    inUse: '%{obj} is still in use and cannot be deleted.',
    notFound: '%{obj} not found.',
    forbidden: 'You are not allowed to do this.',
    signInRequired: 'Please sign in to continue.',
    unauthenticated: 'Your session has ended. Please sign in again (context creation failed).',
    loadingChunkFailed: 'Loading chunk failed',
    tooLarge: 'The request is too large.',
    tooDeep: 'The request is nested too deeply.',
    invalidJson: 'The request is not valid JSON.',
    jsonOnly: 'The request must be JSON (Content-Type: application/json).',
    tooManyExports: 'An export of yours is still running. Wait for it to finish, then try again.',
    notAnImage: 'The file is not an image: choose a JPEG, PNG or WebP picture.',
    imageTooLarge: 'The image is too large: at most %{megapixels} megapixels.',
    imageTooSlow: 'The image takes too long to process: choose a smaller or simpler picture.',
    uploadsBusy: 'Too many pictures are being processed. Please try again in a few seconds.',
    accountInactive: 'This account is inactive. Ask your admin to activate it again.',
    ownAccount: 'You cannot change your own role, restaurants or status, or delete your own account.',
    analyticsMalformed: 'The analytics query is invalid: %{reason}.',
    analyticsUnknownMember: 'Unknown analytics member "%{member}".',
    analyticsOneCube: 'An analytics query uses the members of one cube only.',
    analyticsNotTime: '"%{member}" is not a time dimension.',
    analyticsNotMeasure: '"%{member}" is not a measure.',
    analyticsNotDimension: '"%{member}" is not a dimension.',
    analyticsBadGranularity: 'Unknown granularity "%{granularity}": use hour, day, week or month.',
    analyticsBadDateRange: 'Invalid date range %{range}: give two dates (YYYY-MM-DD) or a range such as "last 7 days".',
    analyticsBadTimezone: 'Unknown time zone "%{timezone}".',
    analyticsBadOperator: 'Unknown filter operator "%{operator}".',
    analyticsBadFilter: 'Invalid filter values for "%{member}".',
    analyticsMixedFilter: 'A filter cannot mix measures and dimensions.',
    analyticsBadOrder: 'Cannot order by "%{member}": it is not in the query.',
    analyticsLimit: 'An analytics query returns at most %{max} rows.',
    analyticsEmpty: 'An analytics query needs a measure, a dimension or a time dimension with a granularity.',
    analyticsTimeout: 'The analytics query took too long. Choose a shorter range or fewer details.',
  },
  validation: {
    required: 'Must not be empty',
    number: 'Must be a number (for example 10 or 10.5)',
    invalid: '%{attr} is invalid',
    exactLength: '%{attr} must have %{length} characters',
    maxLength: 'Maximum characters are %{count}',
    maxValue: 'Maximum value for %{attr} is %{val}',
    minValue: 'Minimum value for %{attr} is %{val}',
    maxSelected: 'Maximum selected %{obj} is %{count}',
    minSelected: 'Select at least %{count} %{obj}',
    notBelowField: '%{attr} must be at least %{other} (%{val})',
    requiredWith: '%{other} is filled, so %{attr} is required',
    passwordWeak: 'Password is not strong enough: it must include uppercase, number and symbol',
    passwordMismatch: 'Password and its confirmation do not match',
    pinMismatch: 'PIN and its confirmation do not match',
    acceptTerms: 'You must accept the terms and conditions',
    fileTooBig: 'File too big, the limit is %{limit}',
    afterOrSame: '%{attr} must be after or the same as %{other}',
    beforeOrSame: '%{attr} must be before or the same as %{other}',
    hoursCollide: 'Opening hours must not collide',
    serviceHoursRequired: 'All service hours must be filled',
    sameTime: 'Start and end time cannot be the same unless it is 24 hours',
    activePaymentRequired: 'At least 1 active payment must be selected',
    qrRequired: 'A QR code must be uploaded',
    discountPresets: 'Up to %{count} discount percentages, separated by colons (for example 5:10:15)',
    mediaConfirm: 'Media selection must be confirmed',
    cropFirst: 'Image must be cropped first',
    unknownValue: '%{attr} is not one of the allowed values',
    malformedText: 'Contains characters that are not valid text',
    pushService: 'Must be the address of a browser push service',
    duplicate: 'Each %{obj} can be chosen only once',
    mergeIntoItself: 'A tag cannot be merged into itself',
    oneRestaurant: 'The menus must all come from one restaurant',
    overwriteItself: 'A menu cannot overwrite itself',
    superadminNoRestaurant: 'A super admin belongs to no restaurant',
    mainRestaurant: 'The main restaurant must be one of the user’s restaurants',
    pinPosOnly: 'Only cashiers, waiters and admin cashiers have a PIN',
    expiredPost: 'The expiry date has passed: set a later one to publish',
    soldOut: '%{attr} is not available now',
    restaurantClosed: 'The restaurant is closed now',
  },
  enums: {
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
  },
  notifications: {
    newOrderTitle: 'New order #%{number}',
    newOrderBody: '%{restaurant} · %{total}',
  },
  attributes: Object.fromEntries(Object.keys(ID_ATTRIBUTES).map((name) => [name, name])),
};

const id: Catalogue = {
  errors: {
    somethingWrong: 'Terjadi kesalahan, coba lagi nanti!',
    checkInputs: 'Terjadi kesalahan, periksa kembali isian Anda.',
    fieldsHaveErrors: 'Ada kesalahan pada isian Anda.',
    authFailed: 'Autentikasi gagal. Pastikan email dan kata sandi sudah benar.',
    emailRegistered: 'Email sudah terdaftar',
    emailNotFound: 'Email tidak ditemukan',
    failedCreate: 'Gagal membuat %{obj}',
    failedUpdate: 'Gagal memperbarui %{obj}',
    failedExport: 'Gagal mengekspor data. Silakan coba lagi.',
    failedDelete: 'Gagal menghapus data. Silakan coba lagi.',
    failedLoad: 'Gagal memuat data. Silakan coba lagi.',
    failedPublish: 'Gagal memublikasikan %{obj}. Silakan coba lagi.',
    failedResetPassword: 'Gagal mengatur ulang kata sandi.',
    failedAvailability: 'Tidak dapat memperbarui ketersediaan menu. Silakan coba lagi.',
    alreadyExists: '%{obj} sudah ada. Silakan gunakan yang lain.',
    companyExists: 'Perusahaan sudah ada',
    fileTooBig: 'Ukuran file terlalu besar.',
    roleRefused: 'Akun ini tidak dapat masuk ke admin. Hanya admin restoran dan super admin yang dapat masuk.',
    noRestaurant: 'Akun admin ini belum memiliki restoran. Minta super admin untuk menetapkannya.',
    rateLimited: 'Terlalu banyak percobaan. Tunggu %{seconds} detik lalu coba lagi.',
    exportRangeTooLong: 'Rentang ekspor dibatasi 6 bulan. Pilih rentang yang lebih pendek.',
    exportRangeMissing: 'Pilih periode paling lama 6 bulan untuk diekspor: isi Dari, atau pilih periode.',
    codeInvalid: 'Tautan ini sudah digunakan atau kedaluwarsa.',
    verifyFirst: 'Verifikasi alamat email Anda terlebih dahulu melalui tautan yang kami kirimkan.',
    alreadyVerified: 'Alamat email ini sudah diverifikasi.',
    noPin: 'Hanya kasir, pelayan, dan admin kasir yang memiliki PIN POS.',
    inUse: '%{obj} masih digunakan dan tidak dapat dihapus.',
    notFound: '%{obj} tidak ditemukan.',
    forbidden: 'Anda tidak diizinkan melakukan ini.',
    signInRequired: 'Silakan masuk untuk melanjutkan.',
    unauthenticated: 'Sesi Anda telah berakhir. Silakan masuk kembali (context creation gagal).',
    loadingChunkFailed: 'Gagal memuat bagian aplikasi (Loading chunk failed)',
    tooLarge: 'Permintaan terlalu besar.',
    tooDeep: 'Permintaan terlalu dalam bersarang.',
    invalidJson: 'Permintaan bukan JSON yang valid.',
    jsonOnly: 'Permintaan harus berupa JSON (Content-Type: application/json).',
    tooManyExports: 'Ekspor Anda masih berjalan. Tunggu hingga selesai, lalu coba lagi.',
    notAnImage: 'File ini bukan gambar: pilih gambar JPEG, PNG, atau WebP.',
    imageTooLarge: 'Gambar terlalu besar: maksimal %{megapixels} megapiksel.',
    imageTooSlow: 'Gambar terlalu lama diproses: pilih gambar yang lebih kecil atau sederhana.',
    uploadsBusy: 'Terlalu banyak gambar sedang diproses. Silakan coba lagi dalam beberapa detik.',
    accountInactive: 'Akun ini tidak aktif. Minta admin Anda untuk mengaktifkannya kembali.',
    ownAccount: 'Anda tidak dapat mengubah peran, restoran, atau status akun Anda sendiri, maupun menghapusnya.',
    analyticsMalformed: 'Kueri analitik tidak valid: %{reason}.',
    analyticsUnknownMember: 'Anggota analitik "%{member}" tidak dikenal.',
    analyticsOneCube: 'Kueri analitik hanya boleh memakai anggota dari satu kubus.',
    analyticsNotTime: '"%{member}" bukan dimensi waktu.',
    analyticsNotMeasure: '"%{member}" bukan ukuran (measure).',
    analyticsNotDimension: '"%{member}" bukan dimensi.',
    analyticsBadGranularity: 'Granularitas "%{granularity}" tidak dikenal: gunakan hour, day, week, atau month.',
    analyticsBadDateRange: 'Rentang tanggal %{range} tidak valid: berikan dua tanggal (YYYY-MM-DD) atau rentang seperti "last 7 days".',
    analyticsBadTimezone: 'Zona waktu "%{timezone}" tidak dikenal.',
    analyticsBadOperator: 'Operator filter "%{operator}" tidak dikenal.',
    analyticsBadFilter: 'Nilai filter untuk "%{member}" tidak valid.',
    analyticsMixedFilter: 'Satu filter tidak boleh mencampur ukuran dan dimensi.',
    analyticsBadOrder: 'Tidak dapat mengurutkan menurut "%{member}": tidak ada dalam kueri.',
    analyticsLimit: 'Kueri analitik menghasilkan paling banyak %{max} baris.',
    analyticsEmpty: 'Kueri analitik memerlukan ukuran, dimensi, atau dimensi waktu dengan granularitas.',
    analyticsTimeout: 'Kueri analitik terlalu lama. Pilih rentang yang lebih pendek atau lebih sedikit rincian.',
  },
  validation: {
    required: 'Tidak boleh kosong',
    number: 'Harus berupa angka (misalnya 10 atau 10.5)',
    invalid: '%{attr} tidak valid',
    exactLength: '%{attr} harus terdiri dari %{length} karakter',
    maxLength: 'Maksimal %{count} karakter',
    maxValue: 'Nilai maksimal untuk %{attr} adalah %{val}',
    minValue: 'Nilai minimal untuk %{attr} adalah %{val}',
    maxSelected: 'Maksimal %{obj} yang dipilih adalah %{count}',
    minSelected: 'Pilih minimal %{count} %{obj}',
    notBelowField: '%{attr} harus minimal sebesar %{other} (%{val})',
    requiredWith: '%{other} sudah diisi, jadi %{attr} wajib diisi',
    passwordWeak: 'Kata sandi kurang kuat: harus mengandung huruf besar, angka, dan simbol',
    passwordMismatch: 'Kata sandi dan konfirmasinya tidak cocok',
    pinMismatch: 'PIN dan konfirmasinya tidak cocok',
    acceptTerms: 'Anda harus menyetujui syarat dan ketentuan',
    fileTooBig: 'Ukuran file terlalu besar, batasnya %{limit}',
    afterOrSame: '%{attr} harus setelah atau sama dengan %{other}',
    beforeOrSame: '%{attr} harus sebelum atau sama dengan %{other}',
    hoursCollide: 'Jam buka tidak boleh bertabrakan',
    serviceHoursRequired: 'Semua jam layanan harus diisi',
    sameTime: 'Jam mulai dan selesai tidak boleh sama kecuali 24 jam',
    activePaymentRequired: 'Minimal 1 pembayaran aktif harus dipilih',
    qrRequired: 'Kode QR harus diunggah',
    discountPresets: 'Maksimal %{count} persentase diskon, dipisahkan titik dua (misalnya 5:10:15)',
    mediaConfirm: 'Pilihan media harus dikonfirmasi',
    cropFirst: 'Gambar harus dipotong terlebih dahulu',
    unknownValue: '%{attr} bukan salah satu nilai yang diizinkan',
    malformedText: 'Mengandung karakter yang bukan teks yang valid',
    pushService: 'Harus berupa alamat layanan push peramban',
    duplicate: 'Setiap %{obj} hanya dapat dipilih sekali',
    mergeIntoItself: 'Tag tidak dapat digabungkan ke dirinya sendiri',
    oneRestaurant: 'Semua menu harus berasal dari satu restoran',
    overwriteItself: 'Menu tidak dapat menimpa dirinya sendiri',
    superadminNoRestaurant: 'Super admin tidak terikat pada restoran mana pun',
    mainRestaurant: 'Restoran utama harus salah satu restoran pengguna',
    pinPosOnly: 'Hanya kasir, pelayan, dan admin kasir yang memiliki PIN',
    expiredPost: 'Tanggal kedaluwarsa sudah lewat: atur tanggal yang lebih lambat untuk menerbitkan',
    soldOut: '%{attr} tidak tersedia saat ini',
    restaurantClosed: 'Restoran sedang tutup',
  },
  enums: {
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
  },
  notifications: {
    newOrderTitle: 'Pesanan baru #%{number}',
    newOrderBody: '%{restaurant} · %{total}',
  },
  attributes: ID_ATTRIBUTES,
};

export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = { en, id };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

type MessageParams = Record<string, string | number>;

/** The parameters that name something (`Price`, `options`). */
const NAMING_PARAMS = ['attr', 'other', 'obj'];

/**
 * A message's parameters as its language writes them: names translated (`Harga`), numbers grouped
 * (`50,000` / `50.000`). Parameters already written as text (a formatted amount) stay as they are.
 */
export function localizeParams(locale: Locale, params: MessageParams): MessageParams {
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
  const attributes = CATALOGUES[locale].attributes;
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      if (typeof value === 'number' && name !== 'smart_count') return [name, numbers.format(value)];
      if (typeof value === 'string' && NAMING_PARAMS.includes(name)) return [name, attributes[value] ?? value];
      return [name, value];
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

/** The best supported locale for an Accept-Language header (English by default, spec §1). */
export function localeFromHeader(header: string | null | undefined): Locale {
  for (const part of (header ?? '').split(',')) {
    const tag = part.trim().split(';')[0]?.toLowerCase().split('-')[0];
    if (isLocale(tag)) return tag;
  }
  return 'en';
}
