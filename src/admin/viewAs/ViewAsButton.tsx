import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { Button, SimpleForm, useTranslate } from 'react-admin';
import { VIEW_AS_MINUTES, VIEW_AS_REASON_RULES } from '../../domain';
import { DialogToolbar } from '../dialogs/DialogToolbar';
import { TextInput } from '../inputs/TextInput';
import { useCustomMutation } from '../providers/useCustomMutation';
import { useProfile } from '../useProfile';
import { validatorsOf } from '../validators';
import { START_VIEW_AS, type SessionPayload } from './operations';
import { switchSession } from './switchSession';

/** Whom to view as: one user, or the ADMIN role in one restaurant. */
export type ViewAsTarget = { userId: string } | { role: 'ADMIN'; restaurantId: string };

const reasonValidators = validatorsOf(VIEW_AS_REASON_RULES);

/**
 * For a super admin: view the app as `who` (a user, or the admin of a restaurant), read-only, after
 * saying why; the app then loads as that viewer. The server refuses anyone else.
 */
export function ViewAsButton({ target, who }: { target: ViewAsTarget; who: string }) {
  const profile = useProfile();
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const { run } = useCustomMutation<{ startViewAs: SessionPayload }>('users');
  if (profile?.role !== 'SUPERADMIN') return null;

  const start = async (values: Record<string, unknown>) => {
    const result = await run({ query: START_VIEW_AS, variables: { ...target, reason: values.reason } });
    if ('data' in result) return switchSession(result.data.startViewAs, 'started');
    return result.errors;
  };

  return (
    <>
      <Button label="app.viewAs.action" onClick={() => setOpen(true)}>
        <VisibilityIcon />
      </Button>
      {open && (
        <Dialog open onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
          <DialogTitle id={titleId}>{translate('app.viewAs.title', { who })}</DialogTitle>
          <DialogContent sx={{ pb: 0 }}>
            <DialogContentText>{translate('app.viewAs.intro', { who, minutes: VIEW_AS_MINUTES })}</DialogContentText>
          </DialogContent>
          <SimpleForm noValidate onSubmit={start} toolbar={<DialogToolbar onCancel={() => setOpen(false)} label="app.viewAs.start" icon={<VisibilityIcon />} />}>
            <TextInput source="reason" label="app.viewAs.reason" helperText="app.viewAs.reasonHelp" validate={reasonValidators} multiline autoFocus fullWidth />
          </SimpleForm>
        </Dialog>
      )}
    </>
  );
}
