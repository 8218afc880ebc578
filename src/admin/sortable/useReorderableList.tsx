import type { DocumentNode } from '@apollo/client';
import type { ReactNode } from 'react';
import { useListContext, useNotify, type Identifier } from 'react-admin';
import { ListFeedback } from '../lists/ListFeedback';
import { useLocalEdits } from '../lists/useLocalEdits';
import { useCustomMutation } from '../providers/useCustomMutation';

/**
 * The page of a list whose rows are reordered by dragging (SortableTableBody): the rows as shown
 * (a new order at once, before the server answers), `reorder` that saves an order through the
 * resource's `mutation` (`ids` in order) and says `savedMessage`, and what to show instead of
 * the rows while loading, failing or empty (null when there are rows).
 */
export function useReorderableList<T extends { id: Identifier }>(
  resource: string,
  mutation: DocumentNode,
  savedMessage: string,
) {
  const notify = useNotify();
  const { data, isPending, error, refetch } = useListContext<T>();
  const { value: shown, edit } = useLocalEdits(data, (rows) => rows ?? []);
  const { run, isPending: saving } = useCustomMutation<unknown>(resource);

  const reorder = async (items: T[]) => {
    edit(items);
    const result = await run({ query: mutation, variables: { ids: items.map((item) => item.id) } });
    if ('data' in result) notify(savedMessage, { type: 'success' });
    refetch();
  };

  const feedback: ReactNode =
    isPending || error || shown.length === 0 ? (
      <ListFeedback
        isPending={isPending}
        error={error}
        refetch={refetch}
        isEmpty={shown.length === 0}
        emptyMessage="ra.navigation.no_results"
      />
    ) : null;
  return { shown, reorder, saving, feedback };
}
