import type { DocumentNode } from '@apollo/client';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from './dataProvider';

interface Answer<T> {
  /** The request it answers (variables and refetch count). */
  request?: string;
  data?: T;
  error?: unknown;
}

/**
 * Runs a resource's custom query (`printerRouting(restaurantId)`), again whenever its variables
 * change or `refetch` is called; `enabled: false` waits (a variable not known yet). The last
 * answer's data stays shown while the next is pending.
 */
export function useCustomQuery<T>(resource: string, query: DocumentNode, variables: Record<string, unknown>, enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [answer, setAnswer] = useState<Answer<T>>({});
  const [version, setVersion] = useState(0);
  const key = JSON.stringify(variables);
  const request = `${key}#${version}`;
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    dataProvider.query<T>(resource, { query, variables: JSON.parse(key) as Record<string, unknown> }).then(
      (data) => current && setAnswer({ request, data }),
      (error: unknown) => current && setAnswer((previous) => ({ request, data: previous.data, error })),
    );
    return () => {
      current = false;
    };
  }, [dataProvider, resource, query, key, request, enabled]);
  const refetch = useCallback(() => setVersion((v) => v + 1), []);
  const isPending = answer.request !== request;
  return { data: answer.data, error: isPending ? undefined : answer.error, isPending, refetch };
}
