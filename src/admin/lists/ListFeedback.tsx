import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  isPending: boolean;
  error: unknown;
  refetch(): void;
  isEmpty: boolean;
  /** The message key said when there is nothing to show. */
  emptyMessage: string;
}

/**
 * The message a list shows when it has nothing to show (`message`: a message key, or words already in the UI language).
 */
export function EmptyMessage({ message }: { message: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">{translate(message, { _: message })}</Typography>
    </Box>
  );
}

/** A read that failed, with a retry (`errors.failedLoad`). */
/** A list's `empty` screen: its actions (create, …) still there, and what the list would hold. */
export function EmptyList({ actions, message }: { actions: ReactNode; message: string }) {
  return (
    <Box sx={{ width: '100%' }}>
      {actions}
      <EmptyMessage message={message} />
    </Box>
  );
}

/** What failed to arrive, and the button that asks again (by default: the list's data, "Refresh"). */
export function LoadError({
  refetch,
  messageKey = 'errors.failedLoad',
  actionKey = 'ra.action.refresh',
}: {
  refetch(): void;
  messageKey?: string;
  actionKey?: string;
}) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        <Button color="inherit" size="small" onClick={refetch}>
          {translate(actionKey)}
        </Button>
      }
    >
      {translate(messageKey)}
    </Alert>
  );
}

/**
 * What a hand-made list shows instead of its rows: a progress bar while loading, the failure with
 * a retry, or the empty message. Nothing (null) when there are rows to show.
 */
export function ListFeedback({ isPending, error, refetch, isEmpty, emptyMessage }: Props) {
  const translate = useTranslate();
  if (isPending) return <LinearProgress aria-label={translate('app.waiting')} sx={{ my: 2 }} />;
  if (error) return <LoadError refetch={refetch} />;
  return isEmpty ? <EmptyMessage message={emptyMessage} /> : null;
}
