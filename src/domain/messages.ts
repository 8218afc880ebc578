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
}

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
    notAnImage: 'The file is not an image: choose a JPEG, PNG or WebP picture.',
    imageTooLarge: 'The image is too large: at most %{megapixels} megapixels.',
    accountInactive: 'This account is inactive. Ask your admin to activate it again.',
    ownAccount: 'You cannot change your own role, restaurants or status, or delete your own account.',
  },
  validation: {
    required: 'must not be empty',
    number: 'must be a number (for example 10 or 10.5)',
    invalid: '%{attr} is invalid',
    exactLength: '%{attr} must have %{length} characters',
    maxLength: 'maximum characters are %{count}',
    maxValue: 'maximum value for %{attr} is %{val}',
    minValue: 'minimum value for %{attr} is %{val}',
    maxSelected: 'maximum selected %{obj} is %{count}',
    minSelected: 'select at least %{count} %{obj}',
    requiredWith: '%{other} is filled, so %{attr} is required',
    passwordWeak: 'password is not strong enough: it must include uppercase, number and symbol',
    passwordMismatch: 'password and its confirmation do not match',
    pinMismatch: 'PIN and its confirmation do not match',
    acceptTerms: 'you must accept the terms and conditions',
    fileTooBig: 'file too big, the limit is %{limit}',
    afterOrSame: '%{attr} must be after or the same as %{other}',
    beforeOrSame: '%{attr} must be before or the same as %{other}',
    hoursCollide: 'opening hours must not collide',
    serviceHoursRequired: 'all service hours must be filled',
    sameTime: 'start and end time cannot be the same unless it is 24 hours',
    activePaymentRequired: 'at least 1 active payment must be selected',
    qrRequired: 'a QR code must be uploaded',
    discountPresets: 'up to %{count} discount percentages, separated by colons (for example 5:10:15)',
    mediaConfirm: 'media selection must be confirmed',
    cropFirst: 'image must be cropped first',
    unknownValue: '%{attr} is not one of the allowed values',
    malformedText: 'contains characters that are not valid text',
    duplicate: 'each %{obj} can be chosen only once',
    mergeIntoItself: 'a tag cannot be merged into itself',
    oneRestaurant: 'the menus must all come from one restaurant',
    overwriteItself: 'a menu cannot overwrite itself',
    superadminNoRestaurant: 'a super admin belongs to no restaurant',
    mainRestaurant: 'the main restaurant must be one of the user’s restaurants',
    pinPosOnly: 'only cashiers, waiters and admin cashiers have a PIN',
    expiredPost: 'the expiry date has passed: set a later one to publish',
    soldOut: '%{attr} is not available now',
    restaurantClosed: 'the restaurant is closed now',
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
    notAnImage: 'File ini bukan gambar: pilih gambar JPEG, PNG, atau WebP.',
    imageTooLarge: 'Gambar terlalu besar: maksimal %{megapixels} megapiksel.',
    accountInactive: 'Akun ini tidak aktif. Minta admin Anda untuk mengaktifkannya kembali.',
    ownAccount: 'Anda tidak dapat mengubah peran, restoran, atau status akun Anda sendiri, maupun menghapusnya.',
  },
  validation: {
    required: 'tidak boleh kosong',
    number: 'harus berupa angka (misalnya 10 atau 10.5)',
    invalid: '%{attr} tidak valid',
    exactLength: '%{attr} harus terdiri dari %{length} karakter',
    maxLength: 'maksimal %{count} karakter',
    maxValue: 'nilai maksimal untuk %{attr} adalah %{val}',
    minValue: 'nilai minimal untuk %{attr} adalah %{val}',
    maxSelected: 'maksimal %{obj} yang dipilih adalah %{count}',
    minSelected: 'pilih minimal %{count} %{obj}',
    requiredWith: '%{other} sudah diisi, jadi %{attr} wajib diisi',
    passwordWeak: 'kata sandi kurang kuat: harus mengandung huruf besar, angka, dan simbol',
    passwordMismatch: 'kata sandi dan konfirmasinya tidak cocok',
    pinMismatch: 'PIN dan konfirmasinya tidak cocok',
    acceptTerms: 'Anda harus menyetujui syarat dan ketentuan',
    fileTooBig: 'ukuran file terlalu besar, batasnya %{limit}',
    afterOrSame: '%{attr} harus setelah atau sama dengan %{other}',
    beforeOrSame: '%{attr} harus sebelum atau sama dengan %{other}',
    hoursCollide: 'jam buka tidak boleh bertabrakan',
    serviceHoursRequired: 'semua jam layanan harus diisi',
    sameTime: 'jam mulai dan selesai tidak boleh sama kecuali 24 jam',
    activePaymentRequired: 'minimal 1 pembayaran aktif harus dipilih',
    qrRequired: 'kode QR harus diunggah',
    discountPresets: 'maksimal %{count} persentase diskon, dipisahkan titik dua (misalnya 5:10:15)',
    mediaConfirm: 'pilihan media harus dikonfirmasi',
    cropFirst: 'gambar harus dipotong terlebih dahulu',
    unknownValue: '%{attr} bukan salah satu nilai yang diizinkan',
    malformedText: 'mengandung karakter yang bukan teks yang valid',
    duplicate: 'setiap %{obj} hanya dapat dipilih sekali',
    mergeIntoItself: 'tag tidak dapat digabungkan ke dirinya sendiri',
    oneRestaurant: 'semua menu harus berasal dari satu restoran',
    overwriteItself: 'menu tidak dapat menimpa dirinya sendiri',
    superadminNoRestaurant: 'super admin tidak terikat pada restoran mana pun',
    mainRestaurant: 'restoran utama harus salah satu restoran pengguna',
    pinPosOnly: 'hanya kasir, pelayan, dan admin kasir yang memiliki PIN',
    expiredPost: 'tanggal kedaluwarsa sudah lewat: atur tanggal yang lebih lambat untuk menerbitkan',
    soldOut: '%{attr} tidak tersedia saat ini',
    restaurantClosed: 'restoran sedang tutup',
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
};

export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = { en, id };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Looks up `group.key` (e.g. `errors.authFailed`) and fills `%{name}` placeholders. */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const [group, ...rest] = key.split('.');
  let node: unknown = CATALOGUES[locale][group as keyof Catalogue];
  for (const part of rest) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === 'string' ? node : key;
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => (name in params ? String(params[name]) : `%{${name}}`));
}

/** The best supported locale for an Accept-Language header (English by default, spec §1). */
export function localeFromHeader(header: string | null | undefined): Locale {
  for (const part of (header ?? '').split(',')) {
    const tag = part.trim().split(';')[0]?.toLowerCase().split('-')[0];
    if (isLocale(tag)) return tag;
  }
  return 'en';
}
