/**
 * GraphQL's share of the metrics (metrics/metrics.ts): each executed operation's time by each root
 * field it ran (names from the validated document, so the schema's), and every error of every
 * response by its code, those refused before execution (parse, validation, an ended session) included.
 */
import { performance } from 'node:perf_hooks';
import type { Plugin } from 'graphql-yoga';
import type { Metrics } from '../metrics/metrics';
import { rootFieldNames } from './rootFieldNames';

type WithErrors = { errors?: readonly { extensions?: Record<string, unknown> }[] };

export function metricsPlugin(metrics: Metrics): Plugin {
  return {
    onExecute({ args }) {
      const started = performance.now();
      const fields = rootFieldNames(args.document, args.operationName);
      return {
        onExecuteDone() {
          metrics.operation(fields, (performance.now() - started) / 1000);
        },
      };
    },
    onResultProcess({ result }) {
      for (const one of Array.isArray(result) ? result : [result]) {
        const errors = (one as WithErrors | undefined)?.errors;
        if (errors?.length) metrics.errors(errors.map((error) => error.extensions?.code));
      }
    },
  };
}
