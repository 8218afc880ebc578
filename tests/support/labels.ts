/**
 * A field's label exactly, whether or not the form marks it required (`Name *`): the asterisk is
 * hidden from screen readers but is in the label's text, which Playwright's `getByLabel` reads.
 */
export const exactLabel = (label: string): RegExp =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\u2009\\*)?$`);
