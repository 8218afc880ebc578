/**
 * The Menu health screens' own words in English (wordsId.ts: Indonesian), which load with the
 * screens rather than with the catalogue every screen loads (the admin's first screen stays within
 * its budget); read with useHealthWords. Each rule has a title, a hint saying what it means and how
 * to fix it, and the message of one problem (its values by name); an item sold for no order type
 * says why in a sentence of its own (`noOrderType`).
 */
export const HEALTH_WORDS_EN = {
  intro:
    'What stops guests ordering, or makes the menu look unfinished, worked out from the menu each time this screen opens. Open an item to fix it: its Save comes back here. Fixing one problem can show another: an item guests could not see is now checked for a photo and a translation too.',
  recheck: 'Check again',
  shownOf: 'The first %{shown} of %{count} are listed: once they are fixed, the next ones come up.',
  record: 'To fix',
  problem: 'Problem',
  recordKinds: {
    restaurants: 'Restaurant',
    menus: 'Menu',
    menu_categories: 'Menu category',
    package_menus: 'Package menu',
    feeds: 'Feed post',
    promos: 'Promo',
  },
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
      message: 'Group “%{group}” needs at least %{min}, but %{available} can be chosen now',
    },
    OPTION_GROUP_TOO_FEW_OPTIONS: {
      title: 'Option groups asking for more than they offer',
      hint: "Guests must choose at least the group's minimum, which is more than its options: the item cannot be ordered.",
      message: 'Option group “%{group}” needs at least %{min} choices but offers %{options}',
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
    STALE_OUT_OF_STOCK: {
      title: 'Out of stock for more than a day',
      hint: 'Their stock count reached zero on an earlier day and has not been counted since, so guests still cannot order them. Count them again on the Availability screen, or clear the count.',
      message: 'Out of stock since %{since}',
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
  },
};

export type HealthWords = typeof HEALTH_WORDS_EN;
