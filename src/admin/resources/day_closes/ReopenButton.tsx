import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { DAY_CLOSE_NOTE_MAX } from '../../../domain';
import { useProfile } from '../../useProfile';
import { useCustomMutation } from '../../providers/useCustomMutation';
import { REOPEN_DAY } from './operations';
import { useDayName } from './useDayName';
import { DAY_CLOSE_RESOURCE, type DayClose } from './daySheet';
import { useDayCloseWords } from './useDayCloseWords';

/** Super admins reopen a closed day, saying why (the server refuses anyone else, and an empty reason). */
export function ReopenButton({ close, onReopened }: { close: DayClose; onReopened(close: DayClose): void }) {
  const translate = useTranslate();
  const words = useDayCloseWords();
  const notify = useNotify();
  const profile = useProfile();
  const dayName = useDayName();
  const { run, isPending } = useCustomMutation<{ reopenDay: DayClose }>(DAY_CLOSE_RESOURCE);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  if (profile?.role !== 'SUPERADMIN') return null;
  const reopen = async () => {
    if (!reason.trim()) return setError(translate('validation.required'));
    const result = await run({ query: REOPEN_DAY, variables: { id: close.id, reason } });
    if ('errors' in result) return setError(result.errors.reason);
    setOpen(false);
    notify(words('dayReopenedNotice'), { type: 'success' });
    onReopened(result.data.reopenDay);
  };
  return (
    <>
      <Button color="warning" startIcon={<LockOpenIcon />} onClick={() => setOpen(true)}>
        {words('reopen')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="reopen-day-title" fullWidth maxWidth="sm">
        <DialogTitle id="reopen-day-title">{words('reopenTitle', { day: dayName(close.businessDay) })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{words('reopenHelp')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            required
            multiline
            minRows={2}
            label={words('reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(error)}
            helperText={error}
            slotProps={{ htmlInput: { maxLength: DAY_CLOSE_NOTE_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" color="warning" onClick={reopen} disabled={isPending}>
            {words('reopen')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
