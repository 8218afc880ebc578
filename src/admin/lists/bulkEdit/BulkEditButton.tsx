import EditNoteIcon from '@mui/icons-material/EditNote';
import { Dialog, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { Button, useListContext, useTranslate } from 'react-admin';
import { BulkEditChoice, type BulkEditChange } from './BulkEditChoice';
import type { BulkEditField } from './BulkEditField';
import { BulkEditPreview } from './BulkEditPreview';
import { useSelectedRecords } from './useSelectedRecords';

/** The dialog: field and value, then the preview, then Apply. */
function BulkEditDialog({ fields, onClose }: { fields: readonly BulkEditField[]; onClose(): void }) {
  const translate = useTranslate();
  const { selectedIds, resource } = useListContext();
  const records = useSelectedRecords();
  const titleId = useId();
  const [change, setChange] = useState<BulkEditChange>({
    field: fields[0].source,
    value: fields[0].defaultValue ?? null,
  });
  const [previewing, setPreviewing] = useState(false);
  const field = fields.find((candidate) => candidate.source === change.field) ?? fields[0];
  const name = translate(`resources.${resource}.name`, { smart_count: selectedIds.length }).toLocaleLowerCase();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>
        {translate('app.bulkEdit.title', { smart_count: selectedIds.length, name })}
      </DialogTitle>
      {previewing && records ? (
        <BulkEditPreview
          key={field.source}
          field={field}
          value={change.value}
          records={records}
          onBack={() => setPreviewing(false)}
          onDone={onClose}
        />
      ) : (
        <BulkEditChoice
          fields={fields}
          initial={change}
          onCancel={onClose}
          onPreview={(chosen) => {
            setChange(chosen);
            setPreviewing(true);
          }}
        />
      )}
    </Dialog>
  );
}

/** "Edit selected": one field of every selected row, previewed, then written in one request (all or none). */
export function BulkEditButton({ fields }: { fields: readonly BulkEditField[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="app.bulkEdit.button" onClick={() => setOpen(true)}>
        <EditNoteIcon />
      </Button>
      {open && <BulkEditDialog fields={fields} onClose={() => setOpen(false)} />}
    </>
  );
}
