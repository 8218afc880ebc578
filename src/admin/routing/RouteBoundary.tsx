import { Component, Suspense, type ReactNode } from 'react';
import { ChunkLoadError, retryFailedChunks } from '../chunks/lazyWithTimeout';
import { ScreenProgress } from '../layout/ScreenProgress';
import { LoadError } from '../lists/ListFeedback';
import { ScreenShown } from './screenShown';

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
    if (error instanceof ChunkLoadError)
      return <LoadError refetch={this.retry} messageKey="errors.loadingChunkFailed" actionKey="app.retry" />;
    if (error) throw error;
    return (
      <Suspense fallback={<ScreenProgress />}>
        {this.props.children}
        <ScreenShown />
      </Suspense>
    );
  }
}
