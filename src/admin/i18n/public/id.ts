import type { PublicMessages } from './en';

/** The public pages' Indonesian messages; the type keeps it in step with public/en.ts. */
const publicId: PublicMessages = {
  app: {
    waiting: 'Menunggu',
    reload: 'Muat ulang',
    language: 'Bahasa',
    notFoundFor: 'Tidak ditemukan untuk %{path}',
    backToAdmin: 'Kembali ke halaman utama admin',
    backToLogin: 'Kembali ke halaman masuk',
    pageNotFound: 'Halaman tidak ditemukan',
    login: {
      title: 'Masuk ke Restoboard',
      email: 'Email',
      password: 'Kata sandi',
      submit: 'Masuk',
      submitting: 'Sedang masuk…',
      forgotPassword: 'Lupa kata sandi?',
      sessionEnded:
        'Sesi Anda telah berakhir: Anda keluar di perangkat lain, akun Anda diubah, atau sesi kedaluwarsa. Masuk lagi untuk melanjutkan.',
    },
    accounts: {
      checking: 'Memeriksa tautan Anda…',
      retry: 'Coba lagi',
      submitting: 'Menyimpan…',
      linkInvalidHelp: 'Tautan dalam email kami hanya berlaku sekali dan untuk waktu terbatas.',
      forgotIntro: 'Masukkan alamat email akun Anda. Kami akan mengirimkan tautan untuk memilih kata sandi baru.',
      forgotSubmit: 'Kirimkan tautan',
      resetSent:
        'Jika ada akun yang menggunakan %{email}, tautan untuk memilih kata sandi baru sedang dikirim. Tautan berlaku sekali, dalam 1 jam.',
      resetIntro: 'Pilih kata sandi baru untuk %{email}. Anda akan dikeluarkan dari semua perangkat.',
      newPassword: 'Kata sandi baru',
      passwordConfirmation: 'Konfirmasi kata sandi baru',
      passwordHint: 'Minimal 8 karakter, dengan huruf besar, angka, dan simbol.',
      resetSubmit: 'Simpan kata sandi baru',
      resetDone: 'Kata sandi Anda sudah diganti dan semua sesi telah berakhir. Masuk dengan kata sandi baru.',
      newResetLink: 'Minta tautan baru',
      verifyIntro: 'Konfirmasikan bahwa %{email} adalah alamat email Anda untuk mulai menggunakan Restoboard.',
      acceptTerms: 'Saya menyetujui syarat dan ketentuan',
      verifySubmit: 'Verifikasi alamat email saya',
      verifyDone: 'Alamat email Anda sudah diverifikasi. Sekarang Anda dapat masuk.',
      newVerificationLink: 'Masuk untuk meminta tautan baru, atau minta admin Anda mengirimkannya',
      pinIntro: 'Pilih PIN POS baru untuk %{email}.',
      newPin: 'PIN baru',
      pinConfirmation: 'Konfirmasi PIN baru',
      pinHint: 'Tepat 6 angka.',
      pinSubmit: 'Simpan PIN baru',
      pinDone: 'PIN baru Anda sudah disimpan. Gunakan di mesin kasir (POS).',
      askAdminForPinLink: 'Minta admin Anda mengirimkan tautan baru.',
      sendNewLink: 'Kirimkan tautan verifikasi baru',
      verificationSent: 'Jika alamat ini masih perlu diverifikasi, tautan baru sedang dikirim. Tautan berlaku 7 hari.',
    },
    screens: {
      resetPassword: 'Atur ulang kata sandi',
      pinReset: 'Atur ulang PIN POS',
      forgotPassword: 'Lupa kata sandi',
      verifyEmail: 'Verifikasi email Anda',
    },
  },
};

export default publicId;
