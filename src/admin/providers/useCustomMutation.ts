import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useDataProvider, useNotify, type HttpError } from 'react-admin';
import type { AppDataProvider, CustomCall } from './dataProvider';

type FieldErrors = Record<string, string>;

/**
 * Runs a resource's custom mutation (or, with `method` `query`, a custom query on demand: a
 * preview). A failure is notified (its message is already the user's, docs/architecture.md §3) and its field
 * errors returned, so a form can put them on its inputs. A mutation that went through makes everything
 * read of its resource stale, as react-admin's own writes do: an impact preview asked a moment before a
 * duplication counts the new copies when asked again.
 */
export function useCustomMutation<T>(resource: string, method: 'custom' | 'query' = 'custom') {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const run = useCallback(
    async (call: CustomCall): Promise<{ data: T } | { errors: FieldErrors }> => {
      setPending(true);
      try {
        const data = await dataProvider[method]<T>(resource, call);
        if (method === 'custom') void queryClient.invalidateQueries({ queryKey: [resource] });
        return { data };
      } catch (error) {
        const { message, body } = error as Partial<HttpError>;
        notify(message || 'errors.somethingWrong', { type: 'error' });
        return { errors: (body as { errors?: FieldErrors } | undefined)?.errors ?? {} };
      } finally {
        setPending(false);
      }
    },
    [dataProvider, notify, queryClient, resource, method],
  );
  return { run, isPending };
}
