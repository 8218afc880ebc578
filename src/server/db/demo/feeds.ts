/**
 * Demo posts (docs/architecture.md §6): in every restaurant one feed post of each status, written in its two
 * languages, and two promos (one carrying an offer for the rupiah restaurants). Fixed ids; the
 * dates are set around the seeding time, so each status shows as such right after seeding.
 */
import type { Database } from '../database';
import { demoUuid, DEMO_RESTAURANTS } from '../demoData';
import { feeds, promoRestaurants, promos } from '../schema';
import { demoSettings } from './restaurantSettings';

const FEED = 40;
const PROMO = 41;
const DAY = 86_400_000;

type Texts = Record<'en' | 'id' | 'zh', [title: string, body: string]>;

/** Each post's texts, and its schedule in days from the seeding (null: not set), `published` or a draft. */
const POSTS: { texts: Texts; publishIn: number | null; expireIn: number | null; published: boolean }[] = [
  {
    texts: {
      en: [
        'Our new seasonal menu is here',
        'Fresh ingredients from local farms, six new dishes and two new drinks. Ask our staff for today’s recommendation.',
      ],
      id: [
        'Menu musiman baru kami telah hadir',
        'Bahan segar dari petani lokal, enam hidangan baru dan dua minuman baru. Tanyakan rekomendasi hari ini kepada staf kami.',
      ],
      zh: ['全新季节菜单上市', '选用本地农场新鲜食材，六道新菜和两款新饮品。欢迎向店员询问今日推荐。'],
    },
    publishIn: -3,
    expireIn: 27,
    published: true,
  },
  {
    texts: {
      en: [
        'Live music this weekend',
        'Join us on Saturday evening for an acoustic set from 7 pm. Tables fill up fast: book ahead.',
      ],
      id: [
        'Musik langsung akhir pekan ini',
        'Bergabunglah bersama kami Sabtu malam untuk penampilan akustik mulai pukul 19.00. Meja cepat penuh: pesan lebih awal.',
      ],
      zh: ['本周末现场音乐', '周六晚上7点起有原声演出，欢迎光临。座位有限，请提前预订。'],
    },
    publishIn: 5,
    expireIn: 9,
    published: true,
  },
  {
    texts: {
      en: ['Grand opening week', 'Thank you to everyone who celebrated our opening week with us.'],
      id: ['Pekan pembukaan', 'Terima kasih kepada semua yang merayakan pekan pembukaan bersama kami.'],
      zh: ['开业周', '感谢所有与我们一起庆祝开业周的朋友。'],
    },
    publishIn: -40,
    expireIn: -30,
    published: true,
  },
  {
    texts: {
      en: ['Breakfast is coming soon', 'We are testing a breakfast menu. More news soon.'],
      id: ['Sarapan segera hadir', 'Kami sedang menguji menu sarapan. Kabar selanjutnya segera.'],
      zh: ['早餐即将推出', '我们正在试做早餐菜单，敬请期待。'],
    },
    publishIn: null,
    expireIn: null,
    published: false,
  },
];

const inDays = (now: Date, days: number | null) => (days === null ? null : new Date(now.getTime() + days * DAY));
const textsIn = (texts: Texts, language: string | null | undefined) =>
  texts[(language ?? 'en') as keyof Texts] ?? texts.en;

function demoFeeds(now: Date) {
  return DEMO_RESTAURANTS.flatMap((restaurant, r) => {
    const { primaryLanguage, secondaryLanguage } = demoSettings(restaurant, r);
    return POSTS.map(({ texts, publishIn, expireIn, published }, p) => {
      const [title, body] = textsIn(texts, primaryLanguage);
      const [titleSecondary, bodySecondary] = textsIn(texts, secondaryLanguage);
      const publishAt = inDays(now, publishIn);
      return {
        id: demoUuid(FEED, r * POSTS.length + p + 1),
        restaurantId: restaurant.id,
        title,
        titleSecondary,
        body,
        bodySecondary,
        publishAt,
        expireAt: inDays(now, expireIn),
        publishedAt: published ? new Date(Math.min(publishAt?.getTime() ?? now.getTime(), now.getTime())) : null,
      };
    });
  });
}

export const DEMO_PROMO_IDS = { welcome: demoUuid(PROMO, 1), rupiahOffer: demoUuid(PROMO, 2) } as const;

export async function seedFeeds(tx: Database, now = new Date()): Promise<void> {
  await tx.insert(feeds).values(demoFeeds(now));
  await tx.insert(promos).values([
    {
      id: DEMO_PROMO_IDS.welcome,
      title: 'Order ahead with Restoboard',
      titleSecondary: 'Pesan lebih awal dengan Restoboard',
      body: 'Scan the QR code at your table to see the menu and order from your phone.',
      bodySecondary: 'Pindai kode QR di meja Anda untuk melihat menu dan memesan dari ponsel.',
      publishAt: inDays(now, -10),
      publishedAt: inDays(now, -10),
    },
    {
      id: DEMO_PROMO_IDS.rupiahOffer,
      title: '10% off at Indonesian restaurants',
      titleSecondary: 'Diskon 10% di restoran Indonesia',
      body: '10% off orders of Rp. 50.000 or more, up to Rp. 25.000, this month.',
      bodySecondary: 'Diskon 10% untuk pesanan minimal Rp. 50.000, maksimal Rp. 25.000, bulan ini.',
      publishAt: inDays(now, -2),
      expireAt: inDays(now, 28),
      publishedAt: inDays(now, -2),
      discountType: 'PERCENTAGE',
      discountValue: 10,
      minOrder: 50_000,
      maxDiscount: 25_000,
    },
  ]);
  const rupiah = DEMO_RESTAURANTS.filter((restaurant) => restaurant.currency === 'Rp.');
  await tx
    .insert(promoRestaurants)
    .values(rupiah.map((restaurant) => ({ promoId: DEMO_PROMO_IDS.rupiahOffer, restaurantId: restaurant.id })));
}
