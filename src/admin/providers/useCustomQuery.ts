import type { DocumentNode } from '@apollo/client';
import { getOperationName } from '@apollo/client/utilities';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from './dataProvider';

/**
 * Runs a resource's custom query (`printerRouting(restaurantId)`) through react-admin's own
 * react-query client (cached, shared by the screens that ask the same, retried), again whenever
 * its variables change or `refetch` is called; `enabled: false` waits (a variable not known yet).
 * The last answer's data stays shown while the next is pending.
 */
export function useCustomQuery<T>(
  resource: string,
  query: DocumentNode,
  variables: Record<string, unknown>,
  enabled = true,
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [resource, getOperationName(query), variables],
    queryFn: () => dataProvider.query<T>(resource, { query, variables }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
