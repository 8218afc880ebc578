import type { Validator } from 'react-admin';
import type { Rule, RuleWrite } from '../domain';

type Validate = Validator | Validator[] | undefined;

type FormValues = Record<string, unknown>;

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}/;

/** A form value as the record held it: the same text, or the same instant written another way. */
function sameAsStored(value: unknown, stored: unknown): boolean {
  if (JSON.stringify(value ?? null) === JSON.stringify(stored ?? null)) return true;
  const moments = [value, stored].map((v) =>
    typeof v === 'string' && ISO_MOMENT.test(v) ? Date.parse(v) : Number.NaN,
  );
  return !Number.isNaN(moments[0]) && moments[0] === moments[1];
}

/**
 * The write a form's rules judge, as the server's are told (RuleWrite): an update when the form edits a
 * record (`original`), the fields it changes from it, and the browser's clock.
 */
function formWrite(original: FormValues | undefined, values: FormValues, field: string): RuleWrite {
  const editing = original?.id !== undefined || values.id !== undefined;
  return {
    operation: editing ? 'update' : 'create',
    field,
    changed: (name) => !original || !sameAsStored(values[name], original[name]),
    now: new Date(),
  };
}

/**
 * A domain rule as a react-admin validator: the message key and its parameters, translated by
 * react-admin in the current language, so the form says what the server would say. `original`: the
 * record the form edits, so a rule that judges only changed fields (`whenChanged`) can tell.
 */
export const validatorOf = (rule: Rule, original?: FormValues): Validator =>
  markedLike(rule, (value: unknown, values: FormValues, props?: { finalSource?: string; source?: string }) => {
    const error = rule(value, values, formWrite(original, values, props?.finalSource ?? props?.source ?? ''));
    return error ? { message: error.key, args: error.params ?? {} } : undefined;
  });

/**
 * What a rule says about its field besides checking it: required (react-admin marks the input `Name *`), and a text's
 * cap.
 */
interface FieldMarks {
  isRequired?: boolean;
  maxLength?: number;
}

function markedLike<V extends Validator>(origin: Rule | Validator, validator: V): V {
  const { isRequired, maxLength } = origin as FieldMarks;
  return Object.assign(
    validator,
    isRequired === true ? { isRequired } : {},
    typeof maxLength === 'number' ? { maxLength } : {},
  );
}

/** Whether an input's validators make it required (its rules' `isRequired`), for its `aria-required` attribute. */
export function isRequiredBy(validate: Validate): boolean {
  return (Array.isArray(validate) ? validate : [validate]).some(
    (validator) => (validator as FieldMarks | undefined)?.isRequired === true,
  );
}

/** The smallest cap of an input's validators, for its `maxLength` attribute. */
export function maxLengthOf(validate: Validate): number | undefined {
  const caps = (Array.isArray(validate) ? validate : [validate])
    .map((validator) => (validator as FieldMarks | undefined)?.maxLength)
    .filter((cap) => cap !== undefined);
  return caps.length > 0 ? Math.min(...caps) : undefined;
}

export const validatorsOf = (rules: readonly Rule[], original?: FormValues): Validator[] =>
  rules.map((rule) => validatorOf(rule, original));

/**
 * Domain rules of a child element (an option group inside a menu) as validators: each rule sees
 * the element its input belongs to, as the server's does, not the whole form.
 */
export const itemValidatorsOf = (rules: readonly Rule[]): Validator[] =>
  rules.map((rule): Validator =>
    markedLike(
      rule,
      (value: unknown, values: Record<string, unknown>, props?: { finalSource?: string; source?: string }) => {
        const path = (props?.finalSource ?? props?.source ?? '').split('.').slice(0, -1);
        const item = path.reduce<unknown>(
          (node, key) => (node as Record<string, unknown> | undefined)?.[key],
          values,
        ) as Record<string, unknown> | undefined;
        const error = rule(value, item ?? {});
        return error ? { message: error.key, args: error.params ?? {} } : undefined;
      },
    ),
  );

/**
 * Validators of a money input whose amounts read as the money beside them (`Rp. 50.000`, not
 * 50000): the `val` a rule reports is written in the currency before it is translated.
 */
export function withAmounts(validate: Validate, format: ((amount: number) => string) | null): Validate {
  if (!validate || !format) return validate;
  const wrap = (validator: Validator): Validator =>
    markedLike(validator, (...args: Parameters<Validator>) => {
      const error = validator(...args);
      if (typeof error !== 'object' || error === null || !('args' in error)) return error;
      const { val } = error.args as Record<string, unknown>;
      return typeof val === 'number' ? { ...error, args: { ...error.args, val: format(val) } } : error;
    });
  return Array.isArray(validate) ? validate.map(wrap) : wrap(validate);
}
