import { Button, Toolbar } from 'react-admin';
import type { ReactElement } from 'react';
import { SaveButton } from '../inputs/SaveButton';

/** A dialog form's buttons: cancel, then the submit (labelled `label`, Save by default). */
export function DialogToolbar({ onCancel, label, icon }: { onCancel(): void; label?: string; icon?: ReactElement }) {
  return (
    <Toolbar sx={{ justifyContent: 'flex-end', gap: 1 }}>
      <Button label="ra.action.cancel" onClick={onCancel} />
      <SaveButton label={label} icon={icon} />
    </Toolbar>
  );
}
