import { useEffect, useEffectEvent } from 'react';
import { DataTable as RaDataTable, useListContext, useResourceContext, type DataTableProps, type RaRecord } from 'react-admin';
import { useNewRowSx } from './rowHighlight';

/**
 * A selection belongs to what is shown: react-admin keeps ticked rows in the store, across visits, searches
 * and filters, so a bulk action could act on rows nobody sees. Opening the list and changing what it
 * filters start with nothing ticked; pages of the same search keep theirs.
 */
function useSelectionOfWhatIsShown() {
  const { filterValues, selectedIds, onUnselectItems } = useListContext();
  const clear = useEffectEvent(() => {
    if (selectedIds.length > 0) onUnselectItems();
  });
  const filters = JSON.stringify(filterValues);
  useEffect(() => clear(), [filters]);
}

/** react-admin's DataTable whose rows just created (or just arrived) are marked for a while, and whose selection is of what is shown. */
function DataTableMarkingNewRows<R extends RaRecord = RaRecord>(props: DataTableProps<R>) {
  const resource = useResourceContext(props) ?? '';
  const newRowSx = useNewRowSx(resource);
  useSelectionOfWhatIsShown();
  return <RaDataTable<R> rowSx={newRowSx} {...props} />;
}

export const DataTable = Object.assign(DataTableMarkingNewRows, { Col: RaDataTable.Col, NumberCol: RaDataTable.NumberCol });
