/**
 * The message catalogue of spec §5 and §8 (plus the keys DESIGN §3 adds), in English and
 * Indonesian. The admin merges it into its polyglot messages; the server translates error
 * messages with it. Placeholders use polyglot's `%{name}`.
 */

export const LOCALES = ['en', 'id'] as const;
export type Locale = (typeof LOCALES)[number];

export interface Catalogue {
  errors: Record<string, string>;
  validation: Record<string, string>;
  enums: Record<string, Record<string, string>>;
  notifications: Record<string, string>;
}

export type PublicCatalogue = Omit<Catalogue, 'enums'>;

const en: PublicCatalogue = {
  errors: {
    somethingWrong: 'Something went wrong, try again later!',
    checkInputs: 'Error, please check your inputs.',
    fieldsHaveErrors: 'There are some errors in your fields.',
    authFailed: 'Authentication failed. Ensure that email and password are correct.',
    emailRegistered: 'Email has already registered',
    emailNotFound: 'Email not found',
    failedCreate: 'Failed to create %{obj}',
    failedUpdate: 'Failed to update %{obj}',
    failedDelete: 'Failed to delete data. Please try again.',
    failedLoad: 'Failed to load data. Please try again.',
    failedPublish: 'Failed to publish %{obj}. Please try again.',
    failedResetPassword: 'Failed to reset password.',
    alreadyExists: '%{obj} already exists. Please use another.',
    companyExists: 'Company already exist',
    fileTooBig: 'File too big.',
    roleRefused: 'This account cannot sign in to the admin. Only restaurant admins and super admins can.',
    noRestaurant: 'This admin account has no restaurant yet. Ask a super admin to assign one.',
    rateLimited: 'Too many attempts. Please wait %{seconds} seconds and try again.',
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
    accountInactive: 'This account is inactive. Ask your admin to activate it again.',
    dayClosed: 'This business day is closed: a super admin must reopen it first.',
    dayNotClosed: 'This business day is not closed.',
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
    wholeNumber: '%{attr} must be a whole number',
    outOfRange: '%{attr} must be between %{min} and %{max}',
    numberExpected: '%{attr} must be a number',
    textExpected: '%{attr} must be text',
    booleanExpected: '%{attr} must be true or false',
    oneOfValues: '%{attr} must be one of: %{values}',
    unknownField: 'Unknown field "%{field}"',
    dayNotStarted: 'This business day has not started yet',
    differenceNote: 'Say why the count differs from what the orders say',
    countMismatch: 'The notes and coins add up to %{total}, not to the amount counted',
    dayCountMissing: 'Every payment method of the day must be counted',
  },
  notifications: {
    newOrderTitle: 'New order #%{number}',
    newOrderBody: '%{restaurant} · %{total}',
  },
};

const id: PublicCatalogue = {
  errors: {
    somethingWrong: 'Terjadi kesalahan, coba lagi nanti!',
    checkInputs: 'Terjadi kesalahan, periksa kembali isian Anda.',
    fieldsHaveErrors: 'Ada kesalahan pada isian Anda.',
    authFailed: 'Autentikasi gagal. Pastikan email dan kata sandi sudah benar.',
    emailRegistered: 'Email sudah terdaftar',
    emailNotFound: 'Email tidak ditemukan',
    failedCreate: 'Gagal membuat %{obj}',
    failedUpdate: 'Gagal memperbarui %{obj}',
    failedDelete: 'Gagal menghapus data. Silakan coba lagi.',
    failedLoad: 'Gagal memuat data. Silakan coba lagi.',
    failedPublish: 'Gagal memublikasikan %{obj}. Silakan coba lagi.',
    failedResetPassword: 'Gagal mengatur ulang kata sandi.',
    alreadyExists: '%{obj} sudah ada. Silakan gunakan yang lain.',
    companyExists: 'Perusahaan sudah ada',
    fileTooBig: 'Ukuran file terlalu besar.',
    roleRefused: 'Akun ini tidak dapat masuk ke admin. Hanya admin restoran dan super admin yang dapat masuk.',
    noRestaurant: 'Akun admin ini belum memiliki restoran. Minta super admin untuk menetapkannya.',
    rateLimited: 'Terlalu banyak percobaan. Tunggu %{seconds} detik lalu coba lagi.',
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
    accountInactive: 'Akun ini tidak aktif. Minta admin Anda untuk mengaktifkannya kembali.',
    dayClosed: 'Hari usaha ini sudah ditutup: super admin harus membukanya kembali terlebih dahulu.',
    dayNotClosed: 'Hari usaha ini belum ditutup.',
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
    wholeNumber: '%{attr} harus berupa bilangan bulat',
    outOfRange: '%{attr} harus antara %{min} dan %{max}',
    numberExpected: '%{attr} harus berupa angka',
    textExpected: '%{attr} harus berupa teks',
    booleanExpected: '%{attr} harus bernilai true atau false',
    oneOfValues: '%{attr} harus salah satu dari: %{values}',
    unknownField: 'Isian "%{field}" tidak dikenal',
    dayNotStarted: 'Hari usaha ini belum dimulai',
    differenceNote: 'Jelaskan mengapa hitungan berbeda dari catatan pesanan',
    countMismatch: 'Uang kertas dan koin berjumlah %{total}, bukan jumlah yang dihitung',
    dayCountMissing: 'Setiap metode pembayaran hari ini harus dihitung',
  },
  notifications: {
    newOrderTitle: 'Pesanan baru #%{number}',
    newOrderBody: '%{restaurant} · %{total}',
  },
};

/** What the sign-in and account pages need: every group but the enums. */
export const PUBLIC_CATALOGUES: Readonly<Record<Locale, PublicCatalogue>> = { en, id };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The best supported locale for an Accept-Language header (English by default, spec §1). */
export function localeFromHeader(header: string | null | undefined): Locale {
  for (const part of (header ?? '').split(',')) {
    const tag = part.trim().split(';')[0]?.toLowerCase().split('-')[0];
    if (isLocale(tag)) return tag;
  }
  return 'en';
}
