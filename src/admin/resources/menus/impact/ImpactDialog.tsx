import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { MenuImpactChange } from '../../../../domain';
import { ImpactContent } from './ImpactContent';
import { isAffecting, isRefusal, useMenuImpact } from './impactQuery';

export interface ImpactRequest {
  changes: MenuImpactChange[];
  /** The question (`Hide “Nasi goreng”?`). */
  title: string;
  /** The confirm button's words (`Hide`). */
  confirmLabel: string;
  /** A delete: its button says so (red, as when something is affected). */
  destructive?: boolean;
  /** List the menus guests can no longer order (a category takes its menus along). */
  listMenus?: boolean;
}

interface Props extends ImpactRequest {
  onConfirm(): void;
  onCancel(): void;
}

// Clicks inside the dialog must not reach a list row holding its opener (React passes them up through the portal).
const keepInside = (event: MouseEvent) => event.stopPropagation();

/**
 * Asks before a change, listing what it affects (ImpactContent). Confirming waits for the check
 * (a failed one still lets the change go ahead; one the server would refuse does not). When something is affected
 * Cancel is focused
 * first and the confirm button turns red (orange would not read against its white text); Escape cancels.
 */
export function ImpactDialog({ changes, title, confirmLabel, destructive, listMenus, onConfirm, onCancel }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const { data, error, isPending, isFetching } = useMenuImpact(changes);
  const warns = data !== undefined && isAffecting(data);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // A retry's button goes once the answer is in, and would leave the focus nowhere: Cancel takes it.
    const dialog = cancel.current?.closest('[role="dialog"]');
    if (!isFetching && dialog && !dialog.contains(document.activeElement)) cancel.current?.focus();
  }, [isFetching, data, error]);
  return (
    <Dialog open onClose={onCancel} onClick={keepInside} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent aria-busy={isFetching}>
        <ImpactContent changes={changes} listMenus={listMenus} />
      </DialogContent>
      <DialogActions>
        <Button ref={cancel} onClick={onCancel} autoFocus={warns || error !== null}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          color={destructive || warns ? 'error' : 'primary'}
          onClick={onConfirm}
          disabled={isPending || isRefusal(error)}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
