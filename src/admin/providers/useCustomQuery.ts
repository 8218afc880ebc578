import type { DocumentNode } from '@apollo/client';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from './dataProvider';
import { useAsyncQuery } from './useAsyncQuery';

/**
 * Runs a resource's custom query (`printerRouting(restaurantId)`), again whenever its variables
 * change or `refetch` is called; `enabled: false` waits (a variable not known yet). The last
 * answer's data stays shown while the next is pending.
 */
export function useCustomQuery<T>(resource: string, query: DocumentNode, variables: Record<string, unknown>, enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const run = useCallback(
    (key: string) => dataProvider.query<T>(resource, { query, variables: JSON.parse(key) as Record<string, unknown> }),
    [dataProvider, resource, query],
  );
  return useAsyncQuery(JSON.stringify(variables), run, enabled);
}
