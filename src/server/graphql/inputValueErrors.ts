/**
 * What is wrong with the input values of an operation, said as field errors (docs/architecture.md §3) instead
 * of graphql's English ("Int cannot represent non-integer value: 2.5"). Each argument's value,
 * variables filled in, is walked against its type; a field is named by its path after the
 * argument (`data.optionGroups.0.min` → `optionGroups.0.min`), or by the argument itself when the
 * path does not start with a field name (`soldOutFor`, `ids.1`). It only describes a refusal that
 * graphql has already made, so it runs after one, never on a request that passes.
 */
import {
  getOperationAST,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  separateOperations,
  TypeInfo,
  valueFromASTUntyped,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLLeafType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { attributeOf, type MessageRef } from '../../domain';

type Path = readonly (string | number)[];
export type FieldErrors = Record<string, MessageRef>;
type Report = (at: Path, error: MessageRef) => void;

/** The bounds of GraphQL's Int (32-bit signed). */
const MAX_INT = 2 ** 31 - 1;
const MIN_INT = -(2 ** 31);

const fieldOf = ([argument, ...path]: Path): string =>
  (typeof path[0] === 'string' ? path : [argument, ...path]).join('.');

/** The field's name in messages; `owner`: the input type holding it (a described resource's labels name its fields). */
const attrAt = (at: Path, owner?: string) => attributeOf(fieldOf(at), owner);

function accepts(type: GraphQLLeafType, value: unknown): boolean {
  try {
    return type.parseValue(value) !== undefined;
  } catch {
    return false;
  }
}

function leafError(type: GraphQLLeafType, value: unknown, attr: string): MessageRef {
  if (isEnumType(type))
    return {
      key: 'validation.oneOfValues',
      params: {
        attr,
        values: type
          .getValues()
          .map((enumValue) => enumValue.name)
          .join(', '),
      },
    };
  switch (type.name) {
    case 'Int':
      if (typeof value !== 'number') return { key: 'validation.numberExpected', params: { attr } };
      if (Number.isInteger(value))
        return { key: 'validation.outOfRange', params: { attr, min: MIN_INT, max: MAX_INT } };
      return { key: 'validation.wholeNumber', params: { attr } };
    case 'Float':
      return { key: 'validation.numberExpected', params: { attr } };
    case 'String':
      return { key: 'validation.textExpected', params: { attr } };
    case 'Boolean':
      return { key: 'validation.booleanExpected', params: { attr } };
    default:
      return { key: 'validation.invalid', params: { attr } };
  }
}

function checkObject(value: unknown, type: GraphQLInputObjectType, at: Path, report: Report): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    report(at, { key: 'validation.invalid', params: { attr: attrAt(at) } });
    return;
  }
  const given = value as Record<string, unknown>;
  const fields = type.getFields();
  for (const field of Object.values(fields)) {
    if (given[field.name] === undefined && field.defaultValue !== undefined) continue;
    check(given[field.name], field.type, [...at, field.name], report, type.name);
  }
  for (const key of Object.keys(given)) {
    if (!Object.hasOwn(fields, key)) report([...at, key], { key: 'validation.unknownField', params: { field: key } });
  }
}

/** Graphql's input coercion (coerceInputValue), reporting what it refuses. */
function check(value: unknown, type: GraphQLInputType, at: Path, report: Report, owner?: string): void {
  if (isNonNullType(type)) {
    if (value === null || value === undefined) report(at, { key: 'validation.required' });
    else check(value, type.ofType, at, report, owner);
  } else if (value === null || value === undefined) {
    return;
  } else if (isListType(type)) {
    // A single value where a list is expected is a list of one, as graphql takes it.
    if (Array.isArray(value)) value.forEach((item, index) => check(item, type.ofType, [...at, index], report, owner));
    else check(value, type.ofType, at, report, owner);
  } else if (isInputObjectType(type)) {
    checkObject(value, type, at, report);
  } else if (!accepts(type, value)) {
    report(at, leafError(type, value, attrAt(at, owner)));
  }
}

/**
 * The operation's arguments (in its fragments too), each with its value, checked; the first error of a field is kept.
 */
function argumentErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): FieldErrors {
  const errors: FieldErrors = {};
  const report: Report = (at, error) => {
    errors[fieldOf(at)] ??= error;
  };
  const typeInfo = new TypeInfo(schema);
  visit(
    separateOperations(document)[operation.name?.value ?? ''] ?? document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const argument = typeInfo.getArgument();
        const value: unknown = valueFromASTUntyped(node.value, variables);
        if (argument && !(value === undefined && argument.defaultValue !== undefined))
          check(value, argument.type, [argument.name], report);
        return false;
      },
    }),
  );
  return errors;
}

/**
 * What graphql refuses in the values of a request's operation, inline or in its variables (an absent variable takes its
 * default).
 */
export function inputValueErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  values: Readonly<Record<string, unknown>> | null | undefined,
): FieldErrors {
  const operation = getOperationAST(document, operationName);
  if (!operation) return {};
  const defaults = (operation.variableDefinitions ?? []).flatMap((definition) =>
    definition.defaultValue ? [[definition.variable.name.value, valueFromASTUntyped(definition.defaultValue)]] : [],
  );
  return argumentErrors(schema, document, operation, { ...Object.fromEntries(defaults), ...values });
}
