import type { Validator } from 'react-admin';
import type { Rule } from '../domain';

/**
 * A domain rule as a react-admin validator: the message key and its parameters, translated by
 * react-admin in the current language, so the form says what the server would say.
 */
export const validatorOf =
  (rule: Rule): Validator =>
  (value: unknown, values: Record<string, unknown>) => {
    const error = rule(value, values);
    return error ? { message: error.key, args: error.params ?? {} } : undefined;
  };

export const validatorsOf = (rules: readonly Rule[]): Validator[] => rules.map(validatorOf);

/**
 * Domain rules of a child element (an option group inside a menu) as validators: each rule sees
 * the element its input belongs to, as the server's does, not the whole form.
 */
export const itemValidatorsOf = (rules: readonly Rule[]): Validator[] =>
  rules.map(
    (rule): Validator =>
      (value: unknown, values: Record<string, unknown>, props?: { finalSource?: string; source?: string }) => {
        const path = (props?.finalSource ?? props?.source ?? '').split('.').slice(0, -1);
        const item = path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values) as Record<string, unknown> | undefined;
        const error = rule(value, item ?? {});
        return error ? { message: error.key, args: error.params ?? {} } : undefined;
      },
  );

type Validate = Validator | Validator[] | undefined;

/**
 * Validators of a money input whose amounts read as the money beside them (`Rp. 50.000`, not
 * 50000): the `val` a rule reports is written in the currency before it is translated.
 */
export function withAmounts(validate: Validate, format: ((amount: number) => string) | null): Validate {
  if (!validate || !format) return validate;
  const wrap =
    (validator: Validator): Validator =>
    (...args) => {
      const error = validator(...args);
      if (typeof error !== 'object' || error === null || !('args' in error)) return error;
      const { val } = error.args as Record<string, unknown>;
      return typeof val === 'number' ? { ...error, args: { ...error.args, val: format(val) } } : error;
    };
  return Array.isArray(validate) ? validate.map(wrap) : wrap(validate);
}
