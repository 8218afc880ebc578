/** The Menu health screens' own words in Indonesian (wordsEn.ts: English, and why they are apart). */
import type { HealthWords } from './wordsEn';

export const HEALTH_WORDS_ID: HealthWords = {
  intro:
    'Hal-hal yang menghalangi tamu memesan, atau membuat menu tampak belum selesai, dihitung dari menu setiap kali layar ini dibuka. Buka sebuah item untuk memperbaikinya: tombol Simpan-nya kembali ke sini. Memperbaiki satu masalah dapat memunculkan masalah lain: item yang sebelumnya tak terlihat tamu kini juga diperiksa foto dan terjemahannya.',
  recheck: 'Periksa lagi',
  shownOf: '%{shown} pertama dari %{count} ditampilkan: setelah diperbaiki, berikutnya akan muncul.',
  record: 'Yang diperbaiki',
  problem: 'Masalah',
  recordKinds: {
    restaurants: 'Restoran',
    menus: 'Menu',
    menu_categories: 'Kategori menu',
    package_menus: 'Menu paket',
    feeds: 'Postingan feed',
    promos: 'Promo',
  },
  reasons: {
    INACTIVE: 'tidak aktif',
    HIDDEN: 'disembunyikan',
    CATEGORY_HIDDEN: 'berada di kategori tersembunyi',
    DELETED: 'sudah dihapus',
  },
  fields: { name: 'nama', description: 'deskripsi' },
  noOrderType: {
    NONE_CHOSEN: 'Tidak ada jenis pesanan yang dicentang, jadi tidak dapat dipesan',
    OUTSIDE_PLAN: 'Hanya dijual untuk %{orderTypes}, yang tidak ditawarkan paket pesanan restoran (%{plan})',
    NO_PLAN: 'Restoran belum memiliki paket pesanan, jadi tidak ada itemnya yang dapat dipesan',
  },
  rules: {
    PACKAGE_GROUP_UNSATISFIABLE: {
      title: 'Menu paket yang tidak dapat dipesan',
      hint: 'Sebuah grup membutuhkan lebih banyak menu daripada yang dapat dipilih tamu saat ini: menu yang disembunyikan, tidak aktif, habis, atau dihapus tidak dihitung.',
      message:
        'Grup “%{group}” membutuhkan paling sedikit %{min}, tetapi hanya %{available} yang dapat dipilih sekarang',
    },
    OPTION_GROUP_TOO_FEW_OPTIONS: {
      title: 'Grup opsi yang meminta lebih dari yang ditawarkan',
      hint: 'Tamu harus memilih paling sedikit minimum grup, yang lebih banyak daripada opsinya: item tidak dapat dipesan.',
      message: 'Grup opsi “%{group}” membutuhkan paling sedikit %{min} pilihan tetapi hanya menawarkan %{options}',
    },
    NO_ORDER_TYPE: {
      title: 'Item yang tidak dijual untuk jenis pesanan apa pun',
      hint: 'Item dijual untuk jenis pesanan yang dicentang padanya dan ditawarkan paket pesanan restoran.',
    },
    PROMO_NOTHING_ORDERABLE: {
      title: 'Promo tanpa apa pun untuk dipesan',
      hint: 'Restoran ikut dalam promo ini, tetapi tidak ada itemnya yang dapat dipesan sekarang (disembunyikan, tidak aktif, atau habis). Jadikan item dapat dipesan di daftar menu.',
      message: 'Promo %{status}: tamu yang mengikutinya tidak menemukan apa pun untuk dipesan',
    },
    FEED_LINKS_NOT_OFFERED: {
      title: 'Postingan feed yang menampilkan item yang tidak terlihat tamu',
      hint: 'Postingan yang tayang atau terjadwal menautkan item yang disembunyikan, tidak aktif, berada di kategori tersembunyi, atau dihapus.',
      message: 'Postingan %{status} menautkan “%{menu}”, yang %{reason}',
    },
    FEATURED_NOT_OFFERED: {
      title: 'Item unggulan yang tidak terlihat tamu',
      hint: 'Unggulan menonjolkan item di menu restoran, tetapi item ini tidak ditawarkan kepada tamu.',
      message: 'Unggulan, tetapi %{reason}',
    },
    PRICE_ZERO: {
      title: 'Item berharga 0',
      hint: 'Menu tidak punya tanda “gratis dengan sengaja”: beri item harga, atau beri harga melalui opsinya (item berharga 0 dengan opsi berharga tidak dicantumkan).',
      message: 'Berharga 0, tanpa opsi berharga',
    },
    NO_CATEGORY: {
      title: 'Item tanpa kategori',
      hint: 'Tamu mencari item menurut kategori: item ini tampil tanpa judul.',
      message: 'Tidak berada di kategori mana pun',
    },
    NO_PRINTER_ROUTE: {
      title: 'Item yang tidak dicetak di mana pun',
      hint: 'Item maupun kategorinya tidak punya kelas printer, jadi tiketnya tidak dicetak di dapur atau bar mana pun. (Restoran tanpa kelas printer tidak mencetak tiket, dan tidak diperiksa.)',
      message: 'Tidak ada kelas printer pada item atau kategorinya',
    },
    STALE_SOLD_OUT: {
      title: 'Tanda habis yang sudah lewat waktunya',
      hint: 'Item ini habis sampai waktu yang sudah lewat, jadi dijual lagi dengan sendirinya. Periksa stoknya, lalu tandai tersedia atau habis lagi.',
      message: 'Habis sampai %{soldOutUntil}, dijual lagi sejak itu',
    },
    STALE_OUT_OF_STOCK: {
      title: 'Stok habis lebih dari sehari',
      hint: 'Jumlah stoknya mencapai nol pada hari sebelumnya dan belum dihitung lagi, jadi tamu masih tidak bisa memesannya. Hitung lagi di layar Ketersediaan, atau kosongkan hitungannya.',
      message: 'Stok habis sejak %{since}',
    },
    MISSING_IMAGE: {
      title: 'Gambar yang belum ada',
      hint: 'Sebagian besar item di kategorinya punya gambar, item ini tidak. (Kategori tidak punya pengaturan “tampilkan gambar”: kategori menampilkan gambar bila sebagian besar itemnya punya gambar.)',
      message: 'Tanpa gambar, padahal %{withImages} dari %{items} item di “%{category}” punya gambar',
    },
    UNTRANSLATED: {
      title: 'Nama yang belum diterjemahkan',
      hint: 'Menu restoran punya bahasa kedua, dan item ini belum punya teks dalam bahasa itu.',
      message: 'Belum diterjemahkan ke bahasa %{language}: %{fields}',
    },
  },
  overview: {
    title: 'Kesehatan menu per restoran',
    intro:
      'Setiap restoran menurut jumlah masalah menunya, yang terbanyak lebih dulu. Buka salah satunya untuk melihat masalahnya.',
    restaurant: 'Restoran',
    problems: 'Masalah',
  },
};
