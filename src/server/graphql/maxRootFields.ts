/**
 * At most `max` root fields per operation (aliases and fragments included; introspection's
 * `__` fields are free). Each root field of this API is at least one database statement, and
 * graphql-armor's cost analysis cannot see it (it multiplies lists by `first`/`last` arguments
 * only, and a list here costs its statement, not its rows): this bounds what one request can
 * make the database do. The admin sends at most two (a list and its count).
 */
import { GraphQLError, Kind, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

function rootFieldCount(set: SelectionSetNode, context: ValidationContext, seen: Set<string>): number {
  let count = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) count += selection.name.value.startsWith('__') ? 0 : 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT) count += rootFieldCount(selection.selectionSet, context, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) count += rootFieldCount(fragment.selectionSet, context, seen);
    }
  }
  return count;
}

export function maxRootFieldsRule(max: number): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const count = rootFieldCount(operation.selectionSet, context, new Set());
      if (count > max)
        context.reportError(
          new GraphQLError(`Too many root fields: ${count}, at most ${max} in one request.`, { nodes: [operation] }),
        );
    },
  });
}

export function maxRootFieldsPlugin(max: number): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(maxRootFieldsRule(max));
    },
  };
}
