/**
 * Refuses an operation whose type the schema has no root for (graphql 17's KnownOperationTypes
 * rule, which graphql 16 lacks): the HTTP schema has no Subscription type (subscriptions live on
 * the socket, realtime/), and graphql-jit throws a plain Error for one, which became an internal
 * error instead of a validation error.
 */
import { GraphQLError, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const knownOperationTypesRule: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    if (!context.getSchema().getRootType(operation.operation)) {
      context.reportError(
        new GraphQLError(`The ${operation.operation} operation is not supported by the schema.`, {
          nodes: [operation],
        }),
      );
    }
  },
});

export function knownOperationTypesPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(knownOperationTypesRule);
    },
  };
}
