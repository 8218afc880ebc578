import { DataTable as RaDataTable, useResourceContext, type DataTableProps, type RaRecord } from 'react-admin';
import { useNewRowSx } from './rowHighlight';

/** react-admin's DataTable whose rows just created (or just arrived) are marked for a while. */
function DataTableMarkingNewRows<R extends RaRecord = RaRecord>(props: DataTableProps<R>) {
  const resource = useResourceContext(props) ?? '';
  const newRowSx = useNewRowSx(resource);
  return <RaDataTable<R> rowSx={newRowSx} {...props} />;
}

export const DataTable = Object.assign(DataTableMarkingNewRows, { Col: RaDataTable.Col, NumberCol: RaDataTable.NumberCol });
