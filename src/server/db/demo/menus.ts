/**
 * Demo menus: every demo restaurant gets 4–6 menu categories and 30–60 menus with option
 * groups, tags and images. The images are drawn here (a plate seen from above, in eight colours),
 * encoded like an upload and registered as media; seed.ts puts their files in the media storage.
 * Fixed ids and no randomness, so every seed is the same.
 */
import sharp from 'sharp';
import { ORDER_TYPES_OF_PLAN, type Currency, type OrderPlan } from '../../../domain';
import { storedFileName } from '../../media/imageFormats';
import { mediaUrlOf } from '../../media/mediaUrls';
import { normalizeImage } from '../../media/normalizeImage';
import type { Database } from '../database';
import { DEMO_RESTAURANTS, demoUuid, type DemoRestaurant } from '../demoData';
import { media, menuCategories, menuOptionGroups, menuOptions, menus, menuTags } from '../schema';
import { batches } from './batches';
import { DEMO_TAG_IDS } from './catalogues';
import { demoSettings } from './restaurantSettings';

const MENU_CATEGORY = 0x20;
const MENU = 0x21;
const OPTION_GROUP = 0x22;
const OPTION = 0x23;

/** The languages the demo restaurants speak (restaurantSettings.ts): each name is written in each. */
type Written = Record<'en' | 'id' | 'zh', string>;

/**
 * Categories in every demo language, each with its twelve dishes (every name unique, so unique per restaurant too;
 * dishes keep their own names).
 */
const CATEGORIES: { names: Written; drinks?: boolean; dishes: string[] }[] = [
  {
    names: { en: 'Rice & Noodles', id: 'Nasi & Mi', zh: '饭面' },
    dishes: [
      'Nasi Goreng',
      'Mie Goreng',
      'Nasi Uduk',
      'Bakmi Ayam',
      'Kwetiau Goreng',
      'Nasi Campur',
      'Mie Rebus',
      'Bihun Goreng',
      'Nasi Kuning',
      'Mie Aceh',
      'Nasi Liwet',
      'Laksa',
    ],
  },
  {
    names: { en: 'Grill', id: 'Bakaran', zh: '烧烤' },
    dishes: [
      'Sate Ayam',
      'Sate Kambing',
      'Ayam Bakar',
      'Ikan Bakar',
      'Iga Bakar',
      'Sate Lilit',
      'Udang Bakar',
      'Chicken Wings',
      'Beef Skewers',
      'Cumi Bakar',
      'Lamb Chops',
      'Grilled Corn',
    ],
  },
  {
    names: { en: 'Soups', id: 'Sup', zh: '汤' },
    dishes: [
      'Soto Ayam',
      'Sop Buntut',
      'Rawon',
      'Bakso',
      'Tom Yum',
      'Sayur Asem',
      'Sup Jagung',
      'Coto Makassar',
      'Pumpkin Soup',
      'Mushroom Soup',
      'Tongseng',
      'Sop Iga',
    ],
  },
  {
    names: { en: 'Drinks', id: 'Minuman', zh: '饮料' },
    drinks: true,
    dishes: [
      'Es Teh Manis',
      'Es Jeruk',
      'Kopi Tubruk',
      'Es Kopi Susu',
      'Teh Tarik',
      'Jus Alpukat',
      'Es Cendol',
      'Lemon Tea',
      'Mineral Water',
      'Cappuccino',
      'Iced Chocolate',
      'Wedang Jahe',
    ],
  },
  {
    names: { en: 'Desserts', id: 'Pencuci Mulut', zh: '甜点' },
    dishes: [
      'Es Campur',
      'Pisang Goreng',
      'Klepon',
      'Martabak Manis',
      'Es Teler',
      'Dadar Gulung',
      'Brownies',
      'Panna Cotta',
      'Cheesecake',
      'Pancake',
      'Ice Cream',
      'Kue Lapis',
    ],
  },
  {
    names: { en: 'Snacks', id: 'Camilan', zh: '小吃' },
    dishes: [
      'Tahu Isi',
      'Bakwan',
      'Risoles',
      'Lumpia',
      'French Fries',
      'Onion Rings',
      'Tempe Mendoan',
      'Cireng',
      'Spring Rolls',
      'Kerupuk',
      'Singkong Goreng',
      'Chicken Nuggets',
    ],
  },
];

/** A dish's description in each demo language. */
const DESCRIPTIONS: Record<keyof Written, (dish: string) => string> = {
  en: (dish) => `${dish}, made fresh to order.`,
  id: (dish) => `${dish}, dibuat segar saat dipesan.`,
  zh: (dish) => `${dish}，现点现做。`,
};

/** What is written in the restaurant's language (English for one the demo does not write). */
const inLanguage = <T>(written: Record<keyof Written, T>, language: string | null | undefined): T =>
  written[(language ?? 'en') as keyof Written] ?? written.en;

/** Option groups: [name, min, max, options as [name, price in steps of the currency's small amount]]. */
type GroupTemplate = [string, number, number, [string, number][]];
const FOOD_GROUPS: GroupTemplate[] = [
  [
    'Spice level',
    1,
    1,
    [
      ['Mild', 0],
      ['Medium', 0],
      ['Hot', 0],
    ],
  ],
  [
    'Extras',
    0,
    3,
    [
      ['Fried egg', 1],
      ['Cheese', 2],
      ['Extra rice', 1],
    ],
  ],
];
const DRINK_GROUPS: GroupTemplate[] = [
  [
    'Sugar',
    1,
    1,
    [
      ['Normal sugar', 0],
      ['Less sugar', 0],
      ['No sugar', 0],
    ],
  ],
  [
    'Ice',
    0,
    1,
    [
      ['Less ice', 0],
      ['No ice', 0],
    ],
  ],
];

/** A price step and a base price of each currency: whole thousands of rupiah, half units elsewhere. */
const PRICE: Record<Currency, { step: number; base: number }> = {
  'Rp.': { step: 1000, base: 15000 },
  S$: { step: 0.5, base: 4 },
  A$: { step: 0.5, base: 6 },
  NZ$: { step: 0.5, base: 6 },
  US$: { step: 0.5, base: 5 },
};

const COLOURS = ['#e76f51', '#f4a261', '#e9c46a', '#2a9d8f', '#264653', '#8ab17d', '#b5838d', '#6d597a'];

/** A plate of food from above on a coloured table, 400×300: drawn, so nothing is fetched or shipped as binary. */
function plateSvg(colour: string, n: number): string {
  const bits = Array.from({ length: 5 }, (_, i) => {
    const angle = (i * 72 + n * 20) * (Math.PI / 180);
    return `<circle cx="${200 + Math.cos(angle) * 45}" cy="${150 + Math.sin(angle) * 45}" r="${18 + ((i + n) % 3) * 4}" fill="${COLOURS[(n + i + 3) % COLOURS.length]}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${colour}"/><circle cx="200" cy="150" r="120" fill="#fdfdfd"/><circle cx="200" cy="150" r="96" fill="#f1ede4"/>${bits}</svg>`;
}

export interface DemoImage {
  fileName: string;
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

export async function demoImages(): Promise<DemoImage[]> {
  return Promise.all(
    COLOURS.map(async (colour, n) => {
      const image = await normalizeImage(
        await sharp(Buffer.from(plateSvg(colour, n)))
          .png()
          .toBuffer(),
      );
      return {
        fileName: storedFileName(image.bytes, image.ext),
        bytes: image.bytes,
        contentType: image.contentType,
        width: image.width,
        height: image.height,
      };
    }),
  );
}

interface Rows {
  categories: (typeof menuCategories.$inferInsert)[];
  menus: (typeof menus.$inferInsert)[];
  tags: (typeof menuTags.$inferInsert)[];
  groups: (typeof menuOptionGroups.$inferInsert)[];
  options: (typeof menuOptions.$inferInsert)[];
}

/**
 * Restaurant `r`'s rows: 4–6 categories, 30–60 menus dealt round the categories, option groups on two menus of three.
 */
function restaurantRows(restaurant: DemoRestaurant, r: number, imageUrls: string[], rows: Rows): void {
  const categoryCount = 4 + (r % 3);
  const menuCount = Math.min(30 + ((r * 7) % 31), categoryCount * 12);
  const { step, base } = PRICE[restaurant.currency];
  const settings = demoSettings(restaurant, r);
  const plan = settings.orderPlan as OrderPlan;
  const [primary, secondary] = [settings.primaryLanguage, settings.secondaryLanguage];
  const categoryIds = CATEGORIES.slice(0, categoryCount).map((category, c) => {
    const id = demoUuid(MENU_CATEGORY, r * 10 + c + 1);
    rows.categories.push({
      id,
      restaurantId: restaurant.id,
      name: inLanguage(category.names, primary),
      nameSecondary: inLanguage(category.names, secondary),
      position: c,
      hidden: c === 5 && r % 2 === 0,
    });
    return id;
  });
  for (let k = 0; k < menuCount; k++) {
    const c = k % categoryCount;
    const category = CATEGORIES[c];
    const name = category.dishes[Math.floor(k / categoryCount)];
    const id = demoUuid(MENU, r * 100 + k + 1);
    rows.menus.push({
      id,
      restaurantId: restaurant.id,
      categoryId: categoryIds[c],
      name,
      description: inLanguage(DESCRIPTIONS, primary)(name),
      descriptionSecondary: inLanguage(DESCRIPTIONS, secondary)(name),
      price: base + step * ((k * 7 + r) % 20),
      status: k % 11 === 5 ? 'DRAFT' : k % 13 === 7 ? 'INACTIVE' : 'ACTIVE',
      hidden: k % 17 === 3,
      featured: k % 9 === 0,
      orderTypes: [...ORDER_TYPES_OF_PLAN[plan]],
      imageUrl: k % 7 === 6 ? null : imageUrls[(k + r) % imageUrls.length],
      position: k,
    });
    if (k % 4 === 0) rows.tags.push({ menuId: id, tagId: DEMO_TAG_IDS.Halal });
    if (k % 5 === 1) rows.tags.push({ menuId: id, tagId: DEMO_TAG_IDS.Spicy });
    if (category.drinks || k % 6 === 2) rows.tags.push({ menuId: id, tagId: DEMO_TAG_IDS.Vegetarian });
    const templates = (category.drinks ? DRINK_GROUPS : FOOD_GROUPS).slice(0, [2, 1, 0][k % 3]);
    templates.forEach(([groupName, min, max, options], g) => {
      const groupId = demoUuid(OPTION_GROUP, rows.groups.length + 1);
      rows.groups.push({ id: groupId, menuId: id, name: groupName, min, max, position: g });
      options.forEach(([optionName, steps], o) => {
        rows.options.push({
          id: demoUuid(OPTION, rows.options.length + 1),
          groupId,
          name: optionName,
          price: steps * step * 2,
          position: o,
        });
      });
    });
  }
}

/** Seeds the demo menus (in the caller's transaction), their images recorded as media. */
export async function seedMenus(db: Database, images: DemoImage[]): Promise<void> {
  await db
    .insert(media)
    .values(
      images.map(({ fileName, contentType, bytes, width, height }) => ({
        fileName,
        contentType,
        bytes: bytes.length,
        width,
        height,
      })),
    )
    .onConflictDoNothing({ target: media.fileName });
  const rows: Rows = { categories: [], menus: [], tags: [], groups: [], options: [] };
  const imageUrls = images.map((image) => mediaUrlOf(image.fileName));
  DEMO_RESTAURANTS.forEach((restaurant, r) => restaurantRows(restaurant, r, imageUrls, rows));
  for (const batch of batches(rows.categories)) await db.insert(menuCategories).values(batch);
  for (const batch of batches(rows.menus)) await db.insert(menus).values(batch);
  for (const batch of batches(rows.tags)) await db.insert(menuTags).values(batch);
  for (const batch of batches(rows.groups)) await db.insert(menuOptionGroups).values(batch);
  for (const batch of batches(rows.options)) await db.insert(menuOptions).values(batch);
}
