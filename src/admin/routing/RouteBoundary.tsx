import { Alert, Button } from '@mui/material';
import { Component, Suspense, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ChunkLoadError, retryFailedChunks } from '../chunks/lazyWithTimeout';
import { ScreenProgress } from '../layout/ScreenProgress';
import { ScreenShown } from './screenShown';

function ChunkFailed({ onRetry }: { onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ mt: 2 }}
      action={
        <Button color="inherit" onClick={onRetry}>
          {translate('app.retry')}
        </Button>
      }
    >
      {translate('errors.loadingChunkFailed')}
    </Alert>
  );
}

interface State {
  error: unknown;
}

/**
 * A screen's code, loaded in place: progress while it comes, and when its chunk fails the message
 * with "Try again" inside the layout, keeping the app bar, the menu and every other state.
 * Any other error goes on to react-admin's error page.
 */
export class RouteBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  retry = () => {
    retryFailedChunks();
    this.setState({ error: null });
  };

  render() {
    const { error } = this.state;
    if (error instanceof ChunkLoadError) return <ChunkFailed onRetry={this.retry} />;
    if (error) throw error;
    return (
      <Suspense fallback={<ScreenProgress />}>
        {this.props.children}
        <ScreenShown />
      </Suspense>
    );
  }
}
