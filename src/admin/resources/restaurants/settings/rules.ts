import { RESTAURANT_RULES } from '../../../../domain';
import { validatorsOf } from '../../../validators';

/** The validators of a settings field: the domain's rules, the same the API applies. */
export const rulesOf = (field: keyof typeof RESTAURANT_RULES) => validatorsOf(RESTAURANT_RULES[field]);

/** Labels of the settings form: `resources.restaurants.fields.{name}`. */
export const fieldLabel = (name: string) => `resources.restaurants.fields.${name}`;
