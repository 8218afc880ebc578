import { Dialog, DialogTitle, Stack } from '@mui/material';
import { useId, type ReactNode } from 'react';
import {
  CreateBase,
  EditBase,
  useNotify,
  useRefresh,
  useSaveContext,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { SimpleForm } from '../inputs/forms';
import { HistoryButton } from '../resources/audit_entries/RecordHistory';
import { DialogToolbar } from './DialogToolbar';

interface Props {
  resource: string;
  /** The record edited; a new one is created when absent. */
  record?: { id: Identifier };
  /** A new record's starting values. */
  createRecord?: Record<string, unknown>;
  title: string;
  /** Message keys of the success notice, after an edit and after a creation. */
  savedMessage: string;
  createdMessage: string;
  maxWidth?: 'xs' | 'sm';
  onClose(): void;
  /** Called after a save, before the dialog closes. */
  onSaved?(): void;
  /** Asked before saving the values: whether to go ahead (a change that affects others asks first). */
  confirmSave?(values: Partial<RaRecord>): Promise<boolean>;
  /** The form's inputs. */
  children: ReactNode;
}

/** The dialog's form: saved through its create or edit context, once `confirmSave` (when given) says to go ahead. */
function DialogForm({
  onCancel,
  confirmSave,
  children,
}: {
  onCancel(): void;
  confirmSave?: Props['confirmSave'];
  children: ReactNode;
}) {
  const { save } = useSaveContext();
  const submit =
    confirmSave && (async (values: Partial<RaRecord>) => ((await confirmSave(values)) ? save?.(values) : undefined));
  return (
    <SimpleForm noValidate onSubmit={submit} toolbar={<DialogToolbar onCancel={onCancel} />}>
      {children}
    </SimpleForm>
  );
}

/**
 * A record created or edited in a dialog: saved when the server has, then noticed, the page
 * refreshed and the dialog closed. The server's field errors land on the inputs.
 */
export function RecordDialog({
  resource,
  record,
  createRecord,
  title,
  savedMessage,
  createdMessage,
  maxWidth = 'sm',
  onClose,
  onSaved,
  confirmSave,
  children,
}: Props) {
  const titleId = useId();
  const notify = useNotify();
  const refresh = useRefresh();
  const mutationOptions = {
    onSuccess: () => {
      notify(record ? savedMessage : createdMessage, { type: 'success' });
      refresh();
      onSaved?.();
      onClose();
    },
  };
  const form = (
    <DialogForm onCancel={onClose} confirmSave={confirmSave}>
      {children}
    </DialogForm>
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', pr: 2 }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        {record && <HistoryButton resource={resource} id={record.id} />}
      </Stack>
      {record ? (
        <EditBase
          resource={resource}
          id={record.id}
          mutationMode="pessimistic"
          redirect={false}
          mutationOptions={mutationOptions}
        >
          {form}
        </EditBase>
      ) : (
        <CreateBase resource={resource} record={createRecord} redirect={false} mutationOptions={mutationOptions}>
          {form}
        </CreateBase>
      )}
    </Dialog>
  );
}
