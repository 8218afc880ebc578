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
