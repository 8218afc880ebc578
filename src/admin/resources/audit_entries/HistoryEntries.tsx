import { Box, Button, Divider } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate, type Identifier } from 'react-admin';
import { ListFeedback } from '../../lists/ListFeedback';
import type { AuditEntry } from './AuditEntry';
import { ChangeTable } from './ChangeTable';
import { EntryHeading } from './EntryHeading';
import { RestoreButton } from './RestoreButton';

const PAGE = 20;

/** The entries of one record, newest first, each with its diff and (for a change) "Undo this change". */
export default function HistoryEntries({ resource, id }: { resource: string; id: Identifier }) {
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
      <ListFeedback
        isPending={isPending}
        error={error}
        refetch={refetch}
        isEmpty={entries.length === 0}
        emptyMessage="resources.audit_entries.history.empty"
      />
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
