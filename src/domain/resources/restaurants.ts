import { CURRENCY_SYMBOLS } from '../currency';
import { LIMITS, maxLength, oneOf, required, slug, type Rule } from '../validation';
import { defineDescriptor } from './descriptor';

const PLACE_LENGTH = 100;
const POSTCODE_LENGTH = 20;

/** The rules of a restaurant's basic fields (DESIGN §5 limits), shared by the form and the API. */
export const RESTAURANT_RULES = {
  name: [required(), maxLength(LIMITS.name)],
  slug: [required(), slug()],
  address: [maxLength(LIMITS.description)],
  city: [maxLength(PLACE_LENGTH)],
  province: [maxLength(PLACE_LENGTH)],
  country: [maxLength(PLACE_LENGTH)],
  postcode: [maxLength(POSTCODE_LENGTH)],
  currency: [required(), oneOf('Currency', CURRENCY_SYMBOLS)],
} satisfies Record<string, readonly Rule[]>;

/** Restaurants: the tenants themselves. */
export const RESTAURANTS = defineDescriptor({
  name: 'restaurants',
  type: 'Restaurant',
  plural: 'Restaurants',
  area: 'restaurants',
  tenancy: { kind: 'self' },
  input: RESTAURANT_RULES,
  fields: ['id', 'name', 'slug', 'address', 'city', 'province', 'country', 'postcode', 'currency', 'createdAt', 'updatedAt'],
});
