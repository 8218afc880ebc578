/**
 * A span per executed GraphQL operation (tracing.ts), under its request's: named by its type and root
 * fields (the schema's names, from the validated document; never the operation name a client chose),
 * marked failed when the result holds errors.
 */
import { SpanStatusCode } from '@opentelemetry/api';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { startSpan, tracing } from '../tracing';
import { rootFieldNames } from './rootFieldNames';

export function tracingPlugin(): Plugin {
  return {
    onExecute({ args }) {
      if (!tracing()) return undefined;
      const type = getOperationAST(args.document, args.operationName)?.operation ?? 'query';
      const fields = rootFieldNames(args.document, args.operationName);
      const span = startSpan(`graphql ${type} ${fields.join(' ')}`, {
        'graphql.operation.type': type,
        'graphql.root_fields': [...fields],
      });
      return {
        onExecuteDone({ result }) {
          const errors = 'errors' in result ? result.errors : undefined;
          if (errors?.length)
            span?.setStatus({ code: SpanStatusCode.ERROR, message: errors.map((error) => error.message).join('; ') });
          span?.end();
        },
      };
    },
  };
}
