import UndoIcon from '@mui/icons-material/Undo';
import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useCustomMutation } from '../../providers/useCustomMutation';
import type { AuditEntry } from './AuditEntry';
import { useEntryTime } from './EntryHeading';
import { fieldLabel } from './fieldLabel';
import { RESTORE_AUDIT_ENTRY } from './operations';

/**
 * "Undo this change" (for an entry the server calls `restorable`), confirmed first: the record's earlier values go back
 * through its normal
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
      <Button size="small" startIcon={<UndoIcon />} onClick={() => setAsking(true)} disabled={isPending} sx={{ mt: 1 }}>
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
