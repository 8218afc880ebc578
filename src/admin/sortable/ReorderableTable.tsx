import type { DocumentNode } from '@apollo/client';
import { Table, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { DeleteWithConfirmButton, RecordContextProvider, useTranslate, type Identifier } from 'react-admin';
import { SortableTableBody } from './SortableTableBody';
import { useReorderableList } from './useReorderableList';

export interface ReorderableColumn<T> {
  /** Its header is `resources.{resource}.fields.{field}`. */
  field: string;
  align?: 'right';
  render(row: T): ReactNode;
}

interface Props<T> {
  resource: string;
  /** The resource's reorder mutation (`ids` in order); success says `resources.{resource}.reordered`. */
  reorder: DocumentNode;
  columns: readonly ReorderableColumn<T>[];
  /** The row's edit button, shown before its delete (asks first) button. */
  editButton(row: T): ReactNode;
  /** The row's delete button, when it asks more than react-admin's confirmation. */
  deleteButton?(row: T): ReactNode;
}

/**
 * The page of a resource's rows in their order, reordered by dragging a row's handle (or from the
 * keyboard) and saved at once, each row with its edit and delete buttons.
 */
export function ReorderableTable<T extends { id: Identifier; name: string }>({
  resource,
  reorder,
  columns,
  editButton,
  deleteButton,
}: Props<T>) {
  const translate = useTranslate();
  const {
    shown,
    reorder: save,
    saving,
    feedback,
  } = useReorderableList<T>(resource, reorder, `resources.${resource}.reordered`);

  if (feedback) return feedback;
  return (
    <Table size="small" aria-label={translate(`resources.${resource}.name`, { smart_count: 2 })}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox" />
          {columns.map(({ field, align }) => (
            <TableCell key={field} align={align}>
              {translate(`resources.${resource}.fields.${field}`)}
            </TableCell>
          ))}
          <TableCell />
        </TableRow>
      </TableHead>
      <SortableTableBody items={shown} nameOf={(row) => row.name} onReorder={save} disabled={saving}>
        {(row) => (
          <RecordContextProvider value={row}>
            {columns.map(({ field, align, render }) => (
              <TableCell key={field} align={align}>
                {render(row)}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {editButton(row)}
              {deleteButton ? (
                deleteButton(row)
              ) : (
                <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} />
              )}
            </TableCell>
          </RecordContextProvider>
        )}
      </SortableTableBody>
    </Table>
  );
}
