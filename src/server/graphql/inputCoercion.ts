/**
 * Graphql's own refusals of input values (2.5 for an Int, a word for a Float, an unknown enum
 * value, a required input field missing or null, an unknown one) answer like the server's own
 * validation: BAD_USER_INPUT, its field errors under extensions, in the request's language, with
 * the HTTP status of other bad input (200). A bad variable is refused when the operation runs,
 * and that answer is replaced. A bad value written inline is refused by validation, whose result
 * yoga caches per document for every language and all variables: it stays as it is, and only
 * this request's answer is replaced (its variables are said too). A document with other faults
 * than its values keeps graphql's answer: that is a client's bug, not a person's input.
 */
import { validate, ValuesOfCorrectTypeRule } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { localeFromHeader } from '../../domain';
import { invalidInput, toGraphQLError } from './appError';
import { inputValueErrors, type FieldErrors } from './inputValueErrors';

const refusal = (errors: FieldErrors, request: Request) => ({
  errors: [toGraphQLError(invalidInput(errors), localeFromHeader(request.headers.get('accept-language')))],
});

const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

export function inputCoercionPlugin(): Plugin {
  /** Per request (its initial context): what its validation refused, with what its variables hold. */
  const inlineRefusals = new WeakMap<object, FieldErrors>();
  return {
    onValidate({ params: { schema, documentAST }, context }) {
      return ({ valid, result }) => {
        if (valid || validate(schema, documentAST, [ValuesOfCorrectTypeRule]).length !== result.length) return;
        const errors = inputValueErrors(schema, documentAST, context.params.operationName, context.params.variables);
        if (hasErrors(errors)) inlineRefusals.set(context, errors);
      };
    },
    onExecutionResult({ context, request, setResult }) {
      const errors = inlineRefusals.get(context);
      if (errors) setResult(refusal(errors, request));
    },
    onExecute({ args }) {
      return {
        onExecuteDone({ result, setResult }) {
          // Refused before any resolver ran: no data at all.
          if (isAsyncIterable(result) || !result.errors?.length || result.data !== undefined) return;
          const errors = inputValueErrors(args.schema, args.document, args.operationName, args.variableValues);
          if (hasErrors(errors)) setResult(refusal(errors, args.contextValue.request));
        },
      };
    },
  };
}
