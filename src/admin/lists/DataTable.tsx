import { DataTable as RaDataTable, useResourceContext, type DataTableProps, type RaRecord } from 'react-admin';
import { useNewRowSx } from './rowHighlight';
import { useSelectionOfWhatIsShown } from './selectionOfWhatIsShown';

/**
 * react-admin's DataTable whose rows just created (or just arrived) are marked for a while, and whose selection is of
 * what is shown.
 */
function DataTableMarkingNewRows<R extends RaRecord = RaRecord>(props: DataTableProps<R>) {
  const resource = useResourceContext(props) ?? '';
  const newRowSx = useNewRowSx(resource);
  useSelectionOfWhatIsShown();
  return <RaDataTable<R> rowSx={newRowSx} {...props} />;
}

export const DataTable = Object.assign(DataTableMarkingNewRows, {
  Col: RaDataTable.Col,
  NumberCol: RaDataTable.NumberCol,
});
