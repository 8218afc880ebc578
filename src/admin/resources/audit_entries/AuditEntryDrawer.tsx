import { Box, Link as MuiLink, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { SidePanel } from '../../dialogs/SidePanel';
import type { AuditEntry } from './AuditEntry';
import { ChangeTable } from './ChangeTable';
import { EntryHeading, useEntryTime } from './EntryHeading';
import { resourceLabel } from './fieldLabel';
import { RecordName } from './RecordName';
import { useRecordPath } from './recordPath';

/** `{"restoredEntryId": …}` and the like: what the entry says beyond its fields. */
function Details({ details }: { details: string }) {
  const translate = useTranslate();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(details) as Record<string, unknown>;
  } catch {
    return <Typography variant="body2">{details}</Typography>;
  }
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('resources.audit_entries.details')}:{' '}
      {Object.entries(parsed)
        .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
        .join('; ')}
    </Typography>
  );
}

/**
 * One entry of the audit log, whole, in people's words: who, when, from where, the record by its name, and every
 * changed field.
 */
export function AuditEntryDrawer({ entry, onClose }: { entry: AuditEntry | null; onClose(): void }) {
  const translate = useTranslate();
  const basename = useBasename();
  const time = useEntryTime();
  const recordPath = useRecordPath();
  const path =
    entry?.resource && entry.recordId ? recordPath(entry.resource, entry.recordId, entry.restaurantId) : undefined;
  return (
    <SidePanel open={entry !== null} onClose={onClose} title={translate('resources.audit_entries.entry')} width={560}>
      {entry && (
        <Box sx={{ px: 2, pb: 3, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Box>
            <EntryHeading entry={entry} />
            {entry.clientAddress && (
              <Typography variant="body2" color="text.secondary">
                {translate('resources.audit_entries.address', { address: entry.clientAddress })}
              </Typography>
            )}
          </Box>
          <Typography variant="body2">
            {resourceLabel(translate, entry.resource)}
            {entry.recordId && ' · '}
            {path && entry.recordId ? (
              <MuiLink component={Link} to={`${basename}/${path}`}>
                <RecordName resource={entry.resource} id={entry.recordId} />
              </MuiLink>
            ) : (
              entry.recordId && <RecordName resource={entry.resource} id={entry.recordId} />
            )}
          </Typography>
          {entry.details && <Details details={entry.details} />}
          <ChangeTable entry={entry} />
          {/* The API operation stays in the CSV, for whoever traces a call; here, only when. */}
          <Typography variant="caption" color="text.secondary" title={entry.operation}>
            {time(entry.at)}
          </Typography>
        </Box>
      )}
    </SidePanel>
  );
}
