import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  DeleteWithConfirmButton,
  List,
  SearchInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { EmptyList } from '../../lists/ListFeedback';
import { PrinterClassDialog } from './PrinterClassDialog';
import type { PrinterClass, PrinterRouting } from './routing';
import { DataTable } from '../../lists/DataTable';

type Open = { kind: 'create' } | { kind: 'edit'; printerClass: PrinterClass } | null;

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The names of the ids, as the routing knows them, comma separated (a dash for none). */
function Names({ ids, names }: { ids: string[]; names: Map<string, string> }) {
  return <>{ids.length ? ids.map((id) => names.get(id) ?? '…').join(', ') : '—'}</>;
}

function RoutedNames({ field, names }: { field: 'categoryIds' | 'menuIds'; names: Map<string, string> }) {
  const record = useRecordContext<PrinterClass>();
  return record ? <Names ids={record[field]} names={names} /> : null;
}

function RowActions({ onEdit, onDeleted }: { onEdit(printerClass: PrinterClass): void; onDeleted(): void }) {
  const record = useRecordContext<PrinterClass>();
  if (!record) return null;
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Button label="ra.action.edit" onClick={() => onEdit(record)}>
        <EditIcon />
      </Button>
      <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} mutationOptions={{ onSuccess: onDeleted }} />
    </Box>
  );
}

interface Props {
  restaurantId: string;
  routing: PrinterRouting | undefined;
  /** Called after a printer class was saved or deleted: the routing has changed. */
  onSaved(): void;
}

/** The restaurant's printer classes, searched and paged on the server, with what each prints. */
export function PrinterClassList({ restaurantId, routing, onSaved }: Props) {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<Open>(null);
  const categoryNames = new Map((routing?.categories ?? []).map((category) => [category.id, category.name]));
  const menuNames = new Map((routing?.menus ?? []).map((menu) => [menu.menuId, menu.menuName]));
  const createButton = (
    <Button label="resources.printer_classes.create" onClick={() => setDialog({ kind: 'create' })}>
      <AddIcon />
    </Button>
  );
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate('resources.printer_classes.intro')}
      </Typography>
      <List
        resource="printer_classes"
        filter={{ restaurantId }}
        filters={filters}
        actions={<TopToolbar>{createButton}</TopToolbar>}
        empty={
          <EmptyList actions={<TopToolbar>{createButton}</TopToolbar>} message="resources.printer_classes.empty" />
        }
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        exporter={false}
        disableSyncWithLocation
        storeKey={false}
        title={false}
      >
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="destination" />
          <DataTable.NumberCol source="copies" />
          <DataTable.Col source="categoryIds" disableSort>
            <RoutedNames field="categoryIds" names={categoryNames} />
          </DataTable.Col>
          <DataTable.Col source="menuIds" disableSort>
            <RoutedNames field="menuIds" names={menuNames} />
          </DataTable.Col>
          <DataTable.Col label=" " align="right">
            <RowActions onEdit={(printerClass) => setDialog({ kind: 'edit', printerClass })} onDeleted={onSaved} />
          </DataTable.Col>
        </DataTable>
      </List>
      {dialog && (
        <PrinterClassDialog
          restaurantId={restaurantId}
          printerClass={dialog.kind === 'edit' ? dialog.printerClass : undefined}
          routing={routing}
          onClose={() => setDialog(null)}
          onSaved={onSaved}
        />
      )}
    </>
  );
}
