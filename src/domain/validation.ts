/**
 * Validation rules of docs/spec.md §5 with the limits of docs/architecture.md §5. A rule returns nothing when the value
 * is fine, else a message reference (key of messages.ts + its parameters). The same rules run in
 * the admin's forms and on the server, so both say the same thing.
 */

import { currencyDecimals, fitsCurrency, isCurrency } from './currency';
import { LIMITS } from './limits';

export { LIMITS } from './limits';

export interface MessageRef {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * The write a rule judges (docs/adding-a-resource.md, "Rules and write hooks"): a create or an update, which
 * fields it changes, and its moment: the server's clock there, the browser's in a form. `field`: the rule's own.
 */
export interface RuleWrite {
  operation: 'create' | 'update';
  field: string;
  changed(field: string): boolean;
  now: Date;
}

/** `record`: what the write would leave (an update: the stored row with the patch over it). */
export type Rule<T = unknown> = (
  value: T,
  record?: Record<string, unknown>,
  write?: RuleWrite,
) => MessageRef | undefined;

export const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** A rule that makes its field required says so (`isRequired`): forms mark the field (`Name *`). */
export type RequiredRule = Rule & { readonly isRequired: true };

export const required = (): RequiredRule =>
  Object.assign((value: unknown) => (isBlank(value) ? { key: 'validation.required' } : undefined), {
    isRequired: true as const,
  });

export const number = (): Rule => (value) =>
  isBlank(value) ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()))
    ? undefined
    : { key: 'validation.number' };

/** A rule that caps a text says its cap (`maxLength`): text inputs stop there instead of refusing at save. */
export type CappedRule = Rule & { readonly maxLength: number };

const capped = (rule: Rule, count: number): CappedRule => Object.assign(rule, { maxLength: count });

export const maxLength = (count: number): CappedRule =>
  capped(
    (value) =>
      typeof value === 'string' && [...value].length > count
        ? { key: 'validation.maxLength', params: { count } }
        : undefined,
    count,
  );

export const exactLength =
  (attr: string, length: number): Rule =>
  (value) =>
    !isBlank(value) && String(value).length !== length
      ? { key: 'validation.exactLength', params: { attr, length } }
      : undefined;

export const minValue =
  (attr: string, val: number): Rule =>
  (value) =>
    !isBlank(value) && Number(value) < val ? { key: 'validation.minValue', params: { attr, val } } : undefined;

export const maxValue =
  (attr: string, val: number): Rule =>
  (value) =>
    !isBlank(value) && Number(value) > val ? { key: 'validation.maxValue', params: { attr, val } } : undefined;

/**
 * An amount with no more decimals than its currency has (none in Rupiah, two in the others); nothing to say without a
 * currency.
 */
export function amountInCurrency(attr: string, value: unknown, currency: unknown): MessageRef | undefined {
  if (
    isBlank(value) ||
    !isCurrency(currency) ||
    !Number.isFinite(Number(value)) ||
    fitsCurrency(Number(value), currency)
  )
    return undefined;
  return {
    key: currencyDecimals(currency) === 0 ? 'validation.wholeAmount' : 'validation.centsAmount',
    params: { attr, currency },
  };
}

/** An amount in the currency of its own record (a restaurant's settings). */
export const inRecordCurrency =
  (attr: string): Rule =>
  (value, record) =>
    amountInCurrency(attr, value, record?.currency);

export const maxSelected =
  (obj: string, count: number): Rule =>
  (value) =>
    Array.isArray(value) && value.length > count
      ? { key: 'validation.maxSelected', params: { obj, count } }
      : undefined;

/** A list names each element once (the featured restaurants, a new order of categories). */
export const noDuplicates =
  (obj: string): Rule =>
  (value) =>
    Array.isArray(value) && new Set(value).size !== value.length
      ? { key: 'validation.duplicate', params: { obj } }
      : undefined;

export const minSelected =
  (obj: string, count: number): Rule =>
  (value) =>
    !Array.isArray(value) || value.length < count
      ? { key: 'validation.minSelected', params: { obj, count } }
      : undefined;

/** At most another field of the same record (min ≤ max, promo ≤ price): `maximum value for {attr} is {val}`. */
export const notAbove =
  (otherField: string, attr: string): Rule =>
  (value, record) => {
    const other = record?.[otherField];
    return !isBlank(value) && !isBlank(other) && Number(value) > Number(other)
      ? { key: 'validation.maxValue', params: { attr, val: Number(other) } }
      : undefined;
  };

/**
 * At most the number of elements of a list field (an option group's max ≤ its options): `maximum value for {attr} is
 * {val}`.
 */
export const notAboveCount =
  (listField: string, attr: string): Rule =>
  (value, record) => {
    const list = record?.[listField];
    const count = Array.isArray(list) ? list.length : 0;
    return !isBlank(value) && Number(value) > count
      ? { key: 'validation.maxValue', params: { attr, val: count } }
      : undefined;
  };

/**
 * A choice's most picks cannot pass its choices (an option group's max ≤ its options): `maximum selected {obj} is
 * {count}`.
 */
export const notAboveChoices =
  (listField: string, obj: string): Rule =>
  (value, record) => {
    const list = record?.[listField];
    const count = Array.isArray(list) ? list.length : 0;
    return !isBlank(value) && Number(value) > count
      ? { key: 'validation.maxSelected', params: { obj, count } }
      : undefined;
  };

/**
 * A bound cannot be below the other bound it pairs with (most choices ≥ least choices): `{attr} must be at least
 * {other} ({val})`.
 */
export const notBelowField =
  (otherField: string, attr: string, other: string): Rule =>
  (value, record) => {
    const bound = record?.[otherField];
    return !isBlank(value) && !isBlank(bound) && Number(value) < Number(bound)
      ? { key: 'validation.notBelowField', params: { attr, other, val: Number(bound) } }
      : undefined;
  };

/** `{other} is filled, so {attr} is required` (WiFi name ↔ password, min ↔ max discount, …). */
export const requiredWith =
  (otherField: string, other: string, attr: string): Rule =>
  (value, record) =>
    !isBlank(record?.[otherField]) && isBlank(value)
      ? { key: 'validation.requiredWith', params: { other, attr } }
      : undefined;

export const pattern =
  (attr: string, regex: RegExp): Rule =>
  (value) =>
    !isBlank(value) && !regex.test(String(value)) ? { key: 'validation.invalid', params: { attr } } : undefined;

/** The value must be one of the allowed values (currencies, enums): `{attr} is not one of the allowed values`. */
export const oneOf =
  (attr: string, values: readonly string[]): Rule =>
  (value) =>
    !isBlank(value) && !values.includes(String(value))
      ? { key: 'validation.unknownValue', params: { attr } }
      : undefined;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** A phone number as people write it: digits, spaces, dashes and brackets, an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,19}$/;

export const email = (attr = 'Email'): Rule => pattern(attr, EMAIL_PATTERN);
export const url = (attr: string): Rule =>
  capped((value) => maxLength(LIMITS.description)(value) ?? pattern(attr, URL_PATTERN)(value), LIMITS.description);
export const phone = (attr: string): Rule => pattern(attr, PHONE_PATTERN);
/** A whole number (table counts, minutes). */
export const integer = (): Rule => (value) =>
  isBlank(value) || Number.isInteger(Number(value)) ? undefined : { key: 'validation.number' };
export const slug = (attr = 'Slug'): Rule =>
  capped((value) => maxLength(LIMITS.slug)(value) ?? pattern(attr, SLUG_PATTERN)(value), LIMITS.slug);

export const strongPassword = (): Rule => (value) =>
  typeof value === 'string' &&
  value.length >= 8 &&
  /[A-Z]/.test(value) &&
  /\d/.test(value) &&
  /[^A-Za-z0-9]/.test(value)
    ? undefined
    : { key: 'validation.passwordWeak' };

/** A confirmation equals its field (a password's by default; a PIN's says so with `validation.pinMismatch`). */
export const matchesField =
  (otherField: string, key = 'validation.passwordMismatch'): Rule =>
  (value, record) =>
    value !== record?.[otherField] ? { key } : undefined;

/** A POS PIN: exactly LIMITS.pinDigits digits. */
export const pin =
  (attr = 'PIN'): Rule =>
  (value) =>
    exactLength(attr, LIMITS.pinDigits)(value) ?? pattern(attr, /^\d+$/)(value);

/** An email address as every form and the sign-in take it: present, at most LIMITS.email characters, well-formed. */
export const EMAIL_RULES: readonly Rule[] = [required(), maxLength(LIMITS.email), email()];

export const accepted = (): Rule => (value) => (value === true ? undefined : { key: 'validation.acceptTerms' });

/** A size limit as people read it: `2 MB`. */
export const megabytes = (bytes: number): string => `${Math.round(bytes / 1024 / 1024)} MB`;

export const fileSize =
  (maxBytes: number = LIMITS.uploadBytes): Rule<{ size: number } | undefined> =>
  (file) =>
    file && file.size > maxBytes ? { key: 'validation.fileTooBig', params: { limit: megabytes(maxBytes) } } : undefined;

/** The end must be after or the same as the start (dates as ISO strings or Dates). */
export const notBefore =
  (startField: string, attr: string, other: string): Rule =>
  (value, record) => {
    const start = record?.[startField];
    if (isBlank(value) || isBlank(start)) return undefined;
    return new Date(value as string).getTime() < new Date(start as string).getTime()
      ? { key: 'validation.afterOrSame', params: { attr, other } }
      : undefined;
  };

/** Discount percentage presets: up to four numbers, colon separated (`5:10:15:20`). */
export const discountPresets = (): Rule => (value) => {
  if (isBlank(value)) return undefined;
  const parts = String(value).split(':');
  const valid =
    parts.length <= LIMITS.discountPresets && parts.every((p) => /^\d+(\.\d+)?$/.test(p) && Number(p) <= 100);
  return valid ? undefined : { key: 'validation.discountPresets', params: { count: LIMITS.discountPresets } };
};

/** A rule that judges only some writes keeps what its rule says about the field (required, a cap). */
const judgingOnly = (rule: Rule, judges: (write: RuleWrite) => boolean): Rule =>
  Object.assign(
    (value: unknown, record?: Record<string, unknown>, write?: RuleWrite) =>
      !write || judges(write) ? rule(value, record, write) : undefined,
    rule,
  );

/** The rule judges new records only (a code fixed at creation). */
export const onCreate = (rule: Rule): Rule => judgingOnly(rule, (write) => write.operation === 'create');

/**
 * The rule judges its field only when the write gives it a new value, and every create: a booking's time
 * must not be in the past when it is set, yet a past booking can still be marked seated.
 */
export const whenChanged = (rule: Rule): Rule =>
  judgingOnly(rule, (write) => write.operation === 'create' || write.changed(write.field));

/**
 * A moment not before the write's own (the server's clock): `{attr} cannot be in the past`. Pair it with `whenChanged`.
 */
export const notInPast =
  (attr: string): Rule =>
  (value, _record, write) =>
    write && !isBlank(value) && new Date(value as string).getTime() < write.now.getTime()
      ? { key: 'validation.inPast', params: { attr } }
      : undefined;

/**
 * Runs the rules of each field; returns `{ field: MessageRef }` for the first failing rule of each.
 * `write`: the write they judge (without it, rules that need one, such as `notInPast`, say nothing).
 */
export function validateRecord(
  record: Record<string, unknown>,
  rules: Record<string, readonly Rule[]>,
  onlyGiven = false,
  write?: Omit<RuleWrite, 'field'>,
): Record<string, MessageRef> {
  const errors: Record<string, MessageRef> = {};
  for (const [field, fieldRules] of Object.entries(rules)) {
    if (onlyGiven && !(field in record)) continue;
    for (const rule of fieldRules) {
      const error = rule(record[field], record, write && { ...write, field });
      if (error) {
        errors[field] = error;
        break;
      }
    }
  }
  return errors;
}
