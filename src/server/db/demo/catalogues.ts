/**
 * Demo rows of the platform catalogues (docs/architecture.md §6): restaurant categories in both languages, one
 * for every demo restaurant, tags linked to restaurants (two near-twins to merge), and a featured
 * list. Fixed ids; bulk inserts inside the demo seed's transaction.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../database';
import { demoUuid, DEMO_RESTAURANTS } from '../demoData';
import { featuredItems, restaurants, restaurantTags, restoCategories, tags } from '../schema';

const CATEGORY = 10;
const TAG = 11;
const FEATURED = 12;

const CATEGORIES = [
  ['Indonesian', 'Masakan Indonesia'],
  ['Coffee & Tea', 'Kopi & Teh'],
  ['Seafood', 'Makanan Laut'],
  ['Bakery', 'Roti & Kue'],
  ['Noodles', 'Mi & Bakmi'],
  ['Grill & BBQ', 'Panggang & BBQ'],
  ['Western', 'Masakan Barat'],
  ['Asian Fusion', 'Fusi Asia'],
  ['Fast Food', 'Makanan Cepat Saji'],
  ['Desserts', 'Hidangan Penutup'],
] as const;

export const DEMO_CATEGORY_IDS = Object.fromEntries(
  CATEGORIES.map(([name], i) => [name, demoUuid(CATEGORY, i + 1)]),
) as Record<(typeof CATEGORIES)[number][0], string>;

/** A restaurant's category from a word of its name; the rest are Western. */
const CATEGORY_BY_WORD: [RegExp, (typeof CATEGORIES)[number][0]][] = [
  [/warung|sate/i, 'Indonesian'],
  [/kopi|cafe/i, 'Coffee & Tea'],
  [/harbour|seafood/i, 'Seafood'],
  [/bakery/i, 'Bakery'],
  [/bakmi|noodle|ramen/i, 'Noodles'],
  [/grill/i, 'Grill & BBQ'],
  [/kitchen/i, 'Asian Fusion'],
  [/diner/i, 'Fast Food'],
];

const TAG_NAMES = [
  'Halal',
  'Vegetarian',
  'Veggie',
  'Spicy',
  'Family Friendly',
  'Outdoor Seating',
  'Free WiFi',
  'Live Music',
  'Late Night',
  'Breakfast',
  'Brunch',
  'Pet Friendly',
  'Delivery',
  'Takeaway',
  'Romantic',
  'Budget',
  'Kids Menu',
  'Rooftop',
];

export const DEMO_TAG_IDS = Object.fromEntries(TAG_NAMES.map((name, i) => [name, demoUuid(TAG, i + 1)])) as Record<
  string,
  string
>;

/**
 * Restaurant i carries tag t when (i + t) % 4 === 0: four or five tags each, every tag used, some restaurants with both
 * Vegetarian and Veggie.
 */
const carries = (restaurant: number, tag: number) =>
  (restaurant + tag) % 4 === 0 || (tag === 2 && restaurant % 3 === 0);

const FEATURED_RESTAURANTS = [0, 2, 1, 3, 5].map((i) => DEMO_RESTAURANTS[i].id);

export async function seedCatalogues(db: Database): Promise<void> {
  await db
    .insert(restoCategories)
    .values(
      CATEGORIES.map(([name, nameId], position) => ({ id: demoUuid(CATEGORY, position + 1), name, nameId, position })),
    );
  const categoryOf = (name: string) =>
    DEMO_CATEGORY_IDS[CATEGORY_BY_WORD.find(([word]) => word.test(name))?.[1] ?? 'Western'];
  for (const categoryId of new Set(DEMO_RESTAURANTS.map((r) => categoryOf(r.name)))) {
    const members = DEMO_RESTAURANTS.filter((r) => categoryOf(r.name) === categoryId);
    await db
      .update(restaurants)
      .set({ categoryId })
      .where(
        inArray(
          restaurants.id,
          members.map((r) => r.id),
        ),
      );
  }
  await db.insert(tags).values(TAG_NAMES.map((name) => ({ id: DEMO_TAG_IDS[name], name })));
  await db
    .insert(restaurantTags)
    .values(
      DEMO_RESTAURANTS.flatMap((restaurant, i) =>
        TAG_NAMES.flatMap((name, t) =>
          carries(i, t) ? [{ restaurantId: restaurant.id, tagId: DEMO_TAG_IDS[name] }] : [],
        ),
      ),
    );
  await db.insert(featuredItems).values(
    FEATURED_RESTAURANTS.map((restaurantId, position) => ({
      id: demoUuid(FEATURED, position + 1),
      restaurantId,
      position,
    })),
  );
}
