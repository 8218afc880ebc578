import RestoreIcon from '@mui/icons-material/Restore';
import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import { RESOURCE_DESCRIPTORS } from '../../../domain';
import { useCustomMutation } from '../../providers/useCustomMutation';
import type { AuditEntry } from './AuditEntry';
import { useEntryTime } from './EntryHeading';
import { fieldLabel } from './fieldLabel';
import { RESTORE_AUDIT_ENTRY } from './operations';

/**
 * Whether an entry can be restored: a change (not a creation or deletion) of a field the record's
 * form writes (the server's own rule, restore.ts; it refuses anything else all the same).
 */
export function isRestorable(entry: AuditEntry): boolean {
  const descriptor = RESOURCE_DESCRIPTORS.find((candidate) => candidate.name === entry.resource);
  if (!descriptor || !entry.recordId || ['create', 'delete'].includes(entry.action)) return false;
  return entry.changes.some((change) => !change.redacted && change.field in descriptor.input);
}

/**
 * "Restore this version", confirmed first: the record's earlier values go back through its normal
 * save. Then everything shown is read again (the form gets the restored record, the history its
 * new entry); a refusal is told as a save's (field errors listed under the entry).
 */
export function RestoreButton({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const time = useEntryTime();
  const resource = entry.resource ?? '';
  const { run, isPending } = useCustomMutation<{ restoreAuditEntry: boolean }>(resource);
  const [asking, setAsking] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const restore = async () => {
    const outcome = await run({ query: RESTORE_AUDIT_ENTRY, variables: { id: entry.id } });
    setAsking(false);
    if ('errors' in outcome) return setErrors(outcome.errors);
    setErrors({});
    notify('resources.audit_entries.history.restored', { type: 'success' });
    refresh();
  };

  return (
    <>
      <Button size="small" startIcon={<RestoreIcon />} onClick={() => setAsking(true)} disabled={isPending} sx={{ mt: 1 }}>
        {translate('resources.audit_entries.history.restore')}
      </Button>
      {Object.keys(errors).length > 0 && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {Object.entries(errors).map(([field, message]) => (
            <div key={field}>
              {fieldLabel(translate, resource, field)}: {message}
            </div>
          ))}
        </Alert>
      )}
      <Confirm
        isOpen={asking}
        loading={isPending}
        title="resources.audit_entries.history.restoreTitle"
        content="resources.audit_entries.history.restoreContent"
        translateOptions={{ time: time(entry.at) }}
        confirm="resources.audit_entries.history.restore"
        onConfirm={restore}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
