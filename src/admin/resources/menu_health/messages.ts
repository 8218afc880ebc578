/**
 * The Menu health screens' messages (`resources.menu_health`), in both languages. Each rule has a
 * title, a hint saying what it means and how to fix it, and the message of one problem (its values
 * by name); an item sold for no order type says why in a sentence of its own (`noOrderType`).
 */
const en = {
  name: 'Menu health |||| Menu health',
  title: 'Menu health',
  intro: 'What stops guests ordering, or makes the menu look unfinished, worked out from the menu each time this screen opens. Open an item to fix it.',
  none: 'No problems found',
  recheck: 'Check again',
  total: '%{smart_count} problem |||| %{smart_count} problems',
  shownOf: 'The first %{shown} of %{count} are listed: once they are fixed, the next ones come up.',
  record: 'To fix',
  problem: 'Problem',
  recordKinds: { restaurants: 'Restaurant', menus: 'Menu', menu_categories: 'Menu category', package_menus: 'Package menu', feeds: 'Feed post', promos: 'Promo' },
  reasons: { INACTIVE: 'not active', HIDDEN: 'hidden', CATEGORY_HIDDEN: 'in a hidden category', DELETED: 'deleted' },
  fields: { name: 'name', description: 'description' },
  noOrderType: {
    NONE_CHOSEN: 'No order type is ticked, so it cannot be ordered',
    OUTSIDE_PLAN: "Sold only for %{orderTypes}, which the restaurant's order plan (%{plan}) does not offer",
    NO_PLAN: 'The restaurant has no order plan, so none of its items can be ordered',
  },
  rules: {
    PACKAGE_GROUP_UNSATISFIABLE: {
      title: 'Package menus that cannot be ordered',
      hint: 'A group needs more menus than guests can choose now: hidden, inactive, sold-out and deleted menus do not count.',
      message: 'Group “%{group}” needs %{smart_count} menu, but %{available} can be chosen now |||| Group “%{group}” needs %{smart_count} menus, but %{available} can be chosen now',
    },
    OPTION_GROUP_TOO_FEW_OPTIONS: {
      title: 'Option groups asking for more than they offer',
      hint: "Guests must choose at least the group's minimum, which is more than its options: the item cannot be ordered.",
      message: '“%{group}” asks for at least %{smart_count} option but has %{options} |||| “%{group}” asks for at least %{smart_count} options but has %{options}',
    },
    NO_ORDER_TYPE: {
      title: 'Items sold for no order type',
      hint: "An item is sold for the order types ticked on it that the restaurant's order plan offers.",
    },
    PROMO_NOTHING_ORDERABLE: {
      title: 'Promos with nothing to order',
      hint: 'The restaurant takes part in these promos, but none of its items can be ordered now (hidden, inactive or sold out). Make items orderable in the menus.',
      message: '%{status} promo: guests who follow it find nothing to order',
    },
    FEED_LINKS_NOT_OFFERED: {
      title: 'Feed posts showing items guests cannot see',
      hint: 'A live or scheduled post links an item that is hidden, inactive, in a hidden category or deleted.',
      message: '%{status} post links “%{menu}”, which is %{reason}',
    },
    FEATURED_NOT_OFFERED: {
      title: 'Featured items guests cannot see',
      hint: "Featured highlights an item in the restaurant's menu, but guests are not offered these.",
      message: 'Featured, but %{reason}',
    },
    PRICE_ZERO: {
      title: 'Items priced 0',
      hint: 'Menus have no “free on purpose” mark: give the item a price, or price it through its options (an item priced 0 with a priced option is not listed).',
      message: 'Priced 0, with no priced option',
    },
    NO_CATEGORY: {
      title: 'Items without a category',
      hint: 'Guests find items by category: these show under no heading.',
      message: 'In no category',
    },
    NO_PRINTER_ROUTE: {
      title: 'Items that print nowhere',
      hint: 'Neither the item nor its category has a printer class, so its tickets print in no kitchen or bar. (A restaurant without printer classes prints no tickets, and is not checked.)',
      message: 'No printer class on the item or its category',
    },
    STALE_SOLD_OUT: {
      title: 'Sold-out marks that have run out',
      hint: 'These items were sold out until a time now past, so they are on sale again by themselves. Check the stock, then mark them available or sold out again.',
      message: 'Sold out until %{soldOutUntil}, on sale again since',
    },
    MISSING_IMAGE: {
      title: 'Missing images',
      hint: 'Most items of their category have an image and these have none. (Categories have no “show images” setting: a category shows images when most of its items have one.)',
      message: 'No image, while %{withImages} of the %{items} items in “%{category}” have one',
    },
    UNTRANSLATED: {
      title: 'Untranslated names',
      hint: "The restaurant's menu has a secondary language, and these have no text in it.",
      message: 'Not translated into %{language}: %{fields}',
    },
  },
  overview: {
    title: 'Menu health by restaurant',
    intro: 'Every restaurant by its number of menu problems, most first. Open one to see its problems.',
    restaurant: 'Restaurant',
    problems: 'Problems',
    empty: 'No restaurants yet.',
  },
};

const id: typeof en = {
  name: 'Kesehatan menu |||| Kesehatan menu',
  title: 'Kesehatan menu',
  intro: 'Hal-hal yang menghalangi tamu memesan, atau membuat menu tampak belum selesai, dihitung dari menu setiap kali layar ini dibuka. Buka sebuah item untuk memperbaikinya.',
  none: 'Tidak ada masalah ditemukan',
  recheck: 'Periksa lagi',
  total: '%{smart_count} masalah |||| %{smart_count} masalah',
  shownOf: '%{shown} pertama dari %{count} ditampilkan: setelah diperbaiki, berikutnya akan muncul.',
  record: 'Yang diperbaiki',
  problem: 'Masalah',
  recordKinds: { restaurants: 'Restoran', menus: 'Menu', menu_categories: 'Kategori menu', package_menus: 'Menu paket', feeds: 'Postingan feed', promos: 'Promo' },
  reasons: { INACTIVE: 'tidak aktif', HIDDEN: 'disembunyikan', CATEGORY_HIDDEN: 'berada di kategori tersembunyi', DELETED: 'sudah dihapus' },
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
      message: 'Grup “%{group}” membutuhkan %{smart_count} menu, tetapi hanya %{available} yang dapat dipilih sekarang |||| Grup “%{group}” membutuhkan %{smart_count} menu, tetapi hanya %{available} yang dapat dipilih sekarang',
    },
    OPTION_GROUP_TOO_FEW_OPTIONS: {
      title: 'Grup opsi yang meminta lebih dari yang ditawarkan',
      hint: 'Tamu harus memilih paling sedikit minimum grup, yang lebih banyak daripada opsinya: item tidak dapat dipesan.',
      message: '“%{group}” meminta paling sedikit %{smart_count} opsi tetapi hanya punya %{options} |||| “%{group}” meminta paling sedikit %{smart_count} opsi tetapi hanya punya %{options}',
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
    intro: 'Setiap restoran menurut jumlah masalah menunya, yang terbanyak lebih dulu. Buka salah satunya untuk melihat masalahnya.',
    restaurant: 'Restoran',
    problems: 'Masalah',
    empty: 'Belum ada restoran.',
  },
};

export const MENU_HEALTH_MESSAGES = { en, id };
