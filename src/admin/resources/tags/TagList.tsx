import AddIcon from '@mui/icons-material/Add';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import EditIcon from '@mui/icons-material/Edit';
import { useState } from 'react';
import {
  BulkDeleteWithConfirmButton,
  Button,
  DeleteWithConfirmButton,
  List,
  SearchInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { MergeTagDialog } from './MergeTagDialog';
import type { Tag } from './Tag';
import { TagNameDialog } from './TagNameDialog';
import { DataTable } from '../../lists/DataTable';

type Open = { kind: 'create' } | { kind: 'rename' | 'merge'; tag: Tag } | null;

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function RowActions({ open }: { open(dialog: Open): void }) {
  const tag = useRecordContext<Tag>();
  if (!tag) return null;
  return (
    <>
      <Button label="resources.tags.rename" onClick={() => open({ kind: 'rename', tag })}>
        <EditIcon />
      </Button>
      <Button label="resources.tags.merge" onClick={() => open({ kind: 'merge', tag })}>
        <CallMergeIcon />
      </Button>
      <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} />
    </>
  );
}

/**
 * tags_management (super admins): tags with their usage, searched and paged on the server; create, rename, merge,
 * delete.
 */
export default function TagList() {
  const [dialog, setDialog] = useState<Open>(null);
  const close = () => setDialog(null);
  const actions = (
    <TopToolbar>
      <Button label="resources.tags.create" onClick={() => setDialog({ kind: 'create' })}>
        <AddIcon />
      </Button>
    </TopToolbar>
  );
  return (
    <>
      <List
        resource="tags"
        filters={filters}
        actions={actions}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        exporter={false}
      >
        <DataTable rowClick={false} bulkActionButtons={<BulkDeleteWithConfirmButton mutationMode="pessimistic" />}>
          <DataTable.Col source="name" />
          <DataTable.NumberCol source="restaurantCount" disableSort />
          <DataTable.Col label=" " align="right">
            <RowActions open={setDialog} />
          </DataTable.Col>
        </DataTable>
      </List>
      {dialog?.kind === 'create' && <TagNameDialog onClose={close} />}
      {dialog?.kind === 'rename' && <TagNameDialog tag={dialog.tag} onClose={close} />}
      {dialog?.kind === 'merge' && <MergeTagDialog tag={dialog.tag} onClose={close} />}
    </>
  );
}
