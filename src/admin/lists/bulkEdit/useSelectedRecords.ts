import { useGetMany, useListContext, type RaRecord } from 'react-admin';

/** The selected rows: those of the page as the list loaded them, the others (selected on other pages) read by id. */
export function useSelectedRecords(): RaRecord[] | undefined {
  const { selectedIds, data = [], resource } = useListContext();
  const loaded = data.filter((record) => selectedIds.includes(record.id));
  const missing = selectedIds.filter((id) => !loaded.some((record) => record.id === id));
  const { data: fetched, isPending } = useGetMany(resource, { ids: missing }, { enabled: missing.length > 0 });
  if (missing.length > 0 && isPending) return undefined;
  const byId = new Map([...loaded, ...(fetched ?? [])].map((record) => [record.id, record]));
  return selectedIds.flatMap((id) => byId.get(id) ?? []);
}
