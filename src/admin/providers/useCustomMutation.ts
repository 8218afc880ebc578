import { useCallback, useState } from 'react';
import { useDataProvider, useNotify, type HttpError } from 'react-admin';
import type { AppDataProvider, CustomCall } from './dataProvider';

type FieldErrors = Record<string, string>;

/**
 * Runs a resource's custom mutation (or, with `method` `query`, a custom query on demand: a
 * preview). A failure is notified (its message is already the user's, DESIGN §3) and its field
 * errors returned, so a form can put them on its inputs.
 */
export function useCustomMutation<T>(resource: string, method: 'custom' | 'query' = 'custom') {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [isPending, setPending] = useState(false);
  const run = useCallback(
    async (call: CustomCall): Promise<{ data: T } | { errors: FieldErrors }> => {
      setPending(true);
      try {
        return { data: await dataProvider[method]<T>(resource, call) };
      } catch (error) {
        const { message, body } = error as Partial<HttpError>;
        notify(message || 'errors.somethingWrong', { type: 'error' });
        return { errors: (body as { errors?: FieldErrors } | undefined)?.errors ?? {} };
      } finally {
        setPending(false);
      }
    },
    [dataProvider, notify, resource, method],
  );
  return { run, isPending };
}
