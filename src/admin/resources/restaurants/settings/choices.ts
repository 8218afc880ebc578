import { DAYS, enumChoices } from '../../../../domain';

/** Days as the form offers them (0 = Sunday), labels as message keys. */
export const DAY_CHOICES = DAYS.map((day) => ({ id: day, name: `app.days.${day}` }));
export const LANGUAGE_CHOICES = enumChoices('language');
export const ORDER_PLAN_CHOICES = enumChoices('orderPlan');
export const PAYMENT_METHOD_CHOICES = enumChoices('paymentMethod');
