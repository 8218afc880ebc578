import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { EmptyMessage, LoadError } from '../../lists/ListFeedback';

export interface LoadState {
  /** Nothing to show yet. */
  isPending: boolean;
  /** What is shown is the previous period's or scope's, until the next figures are there. */
  isBusy?: boolean;
  error: unknown;
  refetch(): void;
}

interface Props {
  /** Message key of the heading; the section is a region named by it. */
  title: string;
  state: LoadState;
  isEmpty: boolean;
  /** What is said when there is nothing to show (a message key): by default, that the period has no orders. */
  emptyMessage?: string;
  /** The skeleton's height while loading (the content's own height, so nothing jumps). */
  height: number;
  action?: ReactNode;
  children: ReactNode;
}

/**
 * A card of the analytics screen: its heading, then a skeleton, the failure with a retry, the empty message, or its
 * content.
 */
export function Section({
  title,
  state,
  isEmpty,
  emptyMessage = 'resources.analytics.empty',
  height,
  action,
  children,
}: Props) {
  const translate = useTranslate();
  const headingId = `analytics-${title.split('.').pop() ?? title}`;
  const body = state.isPending ? (
    <Skeleton variant="rounded" height={height} role="progressbar" aria-label={translate('app.waiting')} />
  ) : state.error ? (
    <LoadError refetch={state.refetch} />
  ) : isEmpty ? (
    <EmptyMessage message={emptyMessage} />
  ) : (
    children
  );
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      aria-busy={state.isPending || state.isBusy}
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Typography
          id={headingId}
          variant="h6"
          component="h2"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
        >
          {translate(title)}
          {!state.isPending && !state.error && !isEmpty && action}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
