/** Choosing a restaurant in the app bar: where it leads from each kind of screen. */
import { expect, it } from 'vitest';
import { pathForRestaurant } from '../../src/admin/layout/pathForRestaurant';

const A = '00000001-0000-4000-8000-000000000001';
const B = '00000001-0000-4000-8000-000000000004';

it('a screen of a restaurant opens as the same screen of the chosen one', () => {
  expect(pathForRestaurant(`order_histories/${A}`, B)).toBe(`order_histories/${B}`);
  expect(pathForRestaurant(`restaurant_edit/${A}`, B)).toBe(`restaurant_edit/${B}`);
  expect(pathForRestaurant(`menu_availability/${A}`, B)).toBe(`menu_availability/${B}`);
  expect(pathForRestaurant(`new_feed/${A}`, B)).toBe(`new_feed/${B}`);
  expect(pathForRestaurant(`menu_new/${A}`, B)).toBe(`menu_new/${B}`);
});

it("a record's screen (a post, a menu, a package) goes to its list for the chosen restaurant", () => {
  expect(pathForRestaurant(`edit_feed/${A}/${A}`, B)).toBe(`feeds/${B}`);
  expect(pathForRestaurant(`menu_edit/${A}`, B)).toBe(`menus/${B}`);
  expect(pathForRestaurant(`package_menu_edit/${A}`, B)).toBe(`package_menu/${B}`);
});

it('a screen that is not per restaurant stays where it is', () => {
  expect(pathForRestaurant('restaurants', B)).toBeUndefined();
  expect(pathForRestaurant('promos', B)).toBeUndefined();
  expect(pathForRestaurant(`edit_promo/${A}`, B)).toBeUndefined();
  expect(pathForRestaurant(`resto_categories/edit/${A}`, B)).toBeUndefined();
  expect(pathForRestaurant('no_such_screen', B)).toBeUndefined();
});
