/**
 * The limits that rules, pages and the server share. A module apart from the rules, so that /login,
 * which needs only an email's longest length, does not carry every rule in its JavaScript.
 */
export const LIMITS = {
  name: 100,
  description: 1000,
  slug: 60,
  /** An email address (RFC 5321's longest path). */
  email: 254,
  uploadBytes: 2 * 1024 * 1024,
  discountPresets: 4,
  pinDigits: 6,
  perPage: 100,
  /** Characters of a list filter's text (`q` and every other string filter). */
  filterText: 100,
  /** Ids in one `filter.ids`. */
  ids: 1000,
  /** Rows in one bulk operation (each is checked and written like a single one). */
  bulk: 100,
  /** Child rows in one write, all child sets and levels together. */
  childRows: 500,
  /** The most portions a menu's stock count holds. */
  stock: 100_000,
  /** The largest money amount (numeric(14,2)). */
  money: 999_999_999_999,
} as const;
