import HistoryIcon from '@mui/icons-material/History';
import { Box, Button, Divider } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { TopToolbar, useCanAccess, useGetList, useRecordContext, useResourceContext, useTranslate, type Identifier } from 'react-admin';
import { SidePanel } from '../../dialogs/SidePanel';
import { ListFeedback } from '../../lists/ListFeedback';
import type { AuditEntry } from './AuditEntry';
import { ChangeTable } from './ChangeTable';
import { EntryHeading } from './EntryHeading';
import { RestoreButton } from './RestoreButton';

const PAGE = 20;

/** The entries of one record, newest first, each with its diff and (for a change) "Restore this version". */
function HistoryEntries({ resource, id }: { resource: string; id: Identifier }) {
  const translate = useTranslate();
  const [perPage, setPerPage] = useState(PAGE);
  const { data, pageInfo, isPending, error, refetch } = useGetList<AuditEntry>('audit_entries', {
    filter: { resource, recordId: String(id) },
    sort: { field: 'at', order: 'DESC' },
    pagination: { page: 1, perPage },
  });
  const entries = data ?? [];
  return (
    <Box sx={{ px: 2, pb: 3 }}>
      <ListFeedback isPending={isPending} error={error} refetch={refetch} isEmpty={entries.length === 0} emptyMessage="resources.audit_entries.history.empty" />
      {entries.map((entry, index) => (
        <Box key={entry.id} component="section" aria-label={translate('resources.audit_entries.entry')}>
          {index > 0 && <Divider sx={{ my: 2 }} />}
          <EntryHeading entry={entry} />
          <Box sx={{ mt: 1 }}>
            <ChangeTable entry={entry} />
          </Box>
          {entry.restorable && <RestoreButton entry={entry} />}
        </Box>
      ))}
      {pageInfo?.hasNextPage && (
        <Button onClick={() => setPerPage(perPage + PAGE)} sx={{ mt: 2 }}>
          {translate('resources.audit_entries.history.more')}
        </Button>
      )}
    </Box>
  );
}

interface Props {
  /** The record's resource and id; by default the screen's (inside an Edit). */
  resource?: string;
  id?: Identifier;
}

/**
 * "History" on a record's screen: a button opening a side panel of the record's audit entries.
 * Shown to those who may read the audit trail (an admin reads its restaurants' entries).
 */
export function HistoryButton(props: Props) {
  const translate = useTranslate();
  const record = useRecordContext();
  const resource = useResourceContext(props) ?? '';
  const id = props.id ?? record?.id;
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'audit_entries', action: 'list', record: { id: `history:${resource}`, restaurantId: record?.restaurantId } });
  if (!canAccess || id === undefined) return null;
  return (
    <>
      <Button size="small" startIcon={<HistoryIcon />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {translate('resources.audit_entries.history.open')}
      </Button>
      <SidePanel open={open} onClose={() => setOpen(false)} title={translate('resources.audit_entries.history.title')} width={560}>
        {open && <HistoryEntries resource={resource} id={id} />}
      </SidePanel>
    </>
  );
}

/** An edit screen's actions: its own (`children`), then its record's History. */
export function HistoryActions({ children }: { children?: ReactNode }) {
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      {children}
      <HistoryButton />
    </TopToolbar>
  );
}
