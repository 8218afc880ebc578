/**
 * The impact preview's words in English (wordsId.ts: Indonesian): the confirm dialogs before hiding,
 * selling out or deleting. They load with the screens that ask (menus, availability, categories)
 * rather than with the catalogue every screen loads; read with useImpactWords.
 */
export const IMPACT_WORDS_EN = {
  heading: 'What else this affects',
  checking: 'Checking what this affects…',
  failed: 'What this change affects could not be checked (%{message}). You can try again, or go ahead anyway.',
  intro: 'This change affects more than itself:',
  nothing: 'Nothing else on the menu is affected.',
  packages: 'Package menus that can no longer be ordered',
  packageGroups: 'Package menus left with fewer choices',
  packageGroupsNote:
    'A group at its minimum has no choice to spare: one more gone and its package can no longer be ordered.',
  packageGroupLeft:
    '%{group}: %{smart_count} choice left, needs %{min} |||| %{group}: %{smart_count} choices left, needs %{min}',
  problems: 'New problems Menu health will list',
  featured: "Featured in the restaurant's menu",
  feeds: 'Feed posts showing it',
  feedShows: '%{status} post, shows %{menus}',
  menus: 'Guests can no longer order %{smart_count} menu |||| Guests can no longer order %{smart_count} menus',
  promos: 'Promos at this restaurant',
  promosNote: 'Promos apply to whole orders at the restaurant, not to single items: they keep running.',
  copies: 'Copies made by menu duplication',
  copiesNote: 'Copies are menus of their own: they stay as they are.',
  copy: '%{name} at %{restaurant}',
  more: 'and %{smart_count} more',
  hideTitle: 'Hide “%{name}”?',
  hideManyTitle: 'Hide %{smart_count} menu? |||| Hide %{smart_count} menus?',
  sellOutTitle: 'Sell out “%{name}”?',
  emptyStockTitle: 'Count no portions of “%{name}” left?',
  saveTitle: 'Save “%{name}”?',
  deleteTitle: 'Delete “%{name}”?',
  hideCategoryTitle: 'Hide the category “%{name}”?',
  deleteCategoryTitle: 'Delete the category “%{name}”?',
  hide: 'Hide',
  sellOut: 'Sell out',
  emptyStock: 'Set to 0',
  save: 'Save',
  delete: 'Delete',
};

export type ImpactWords = typeof IMPACT_WORDS_EN;
