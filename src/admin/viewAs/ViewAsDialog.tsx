import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { SimpleForm, useTranslate } from 'react-admin';
import { VIEW_AS_MINUTES, VIEW_AS_REASON_RULES } from '../../domain';
import { DialogToolbar } from '../dialogs/DialogToolbar';
import { TextInput } from '../inputs/TextInput';
import { useCustomMutation } from '../providers/useCustomMutation';
import { validatorsOf } from '../validators';
import { START_VIEW_AS, type SessionPayload } from './operations';
import { startViewing } from './switchSession';
import { readProfile } from '../providers/profileCookie';
import type { ViewAsTarget } from './viewAsTarget';

const reasonValidators = validatorsOf(VIEW_AS_REASON_RULES);

/** Why the super admin views as `who`; on start the app loads again as that viewer. */
export default function ViewAsDialog({
  target,
  who,
  onClose,
}: {
  target: ViewAsTarget;
  who: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const { run } = useCustomMutation<{ startViewAs: SessionPayload }>('users');

  const start = async (values: Record<string, unknown>) => {
    const result = await run({ query: START_VIEW_AS, variables: { ...target, reason: values.reason } });
    if (!('data' in result)) return result.errors;
    const own = readProfile(); // the super admin's own session, signed in to be here
    if (own) startViewing(result.data.startViewAs, own);
    return undefined;
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('app.viewAs.title', { who })}</DialogTitle>
      <DialogContent sx={{ pb: 0 }}>
        <DialogContentText>{translate('app.viewAs.intro', { who, minutes: VIEW_AS_MINUTES })}</DialogContentText>
      </DialogContent>
      <SimpleForm
        noValidate
        onSubmit={start}
        toolbar={<DialogToolbar onCancel={onClose} label="app.viewAs.start" icon={<VisibilityIcon />} />}
      >
        <TextInput
          source="reason"
          label="app.viewAs.reason"
          helperText="app.viewAs.reasonHelp"
          validate={reasonValidators}
          multiline
          autoFocus
          fullWidth
        />
      </SimpleForm>
    </Dialog>
  );
}
