import { LIMITS, maxLength, required, slug, type Rule } from '../../../domain';

/** The rules of the restaurant fields this form edits (DESIGN §5 limits). */
export const RESTAURANT_RULES = {
  name: [required(), maxLength(LIMITS.name)],
  slug: [required(), slug()],
  address: [maxLength(LIMITS.description)],
  city: [maxLength(LIMITS.name)],
  currency: [required()],
} satisfies Record<string, readonly Rule[]>;
