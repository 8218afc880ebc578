import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { usePublicI18n } from '../i18n/PublicI18n';
import { ChunkLoadError } from './lazyWithTimeout';
import './chunkGuard.css';

function ReloadOffer({ messageKey }: { messageKey: string }) {
  const { translate } = usePublicI18n();
  return (
    <div className="rb-reload" role="alert">
      <p>{translate(messageKey)}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {translate('app.reload')}
      </button>
    </div>
  );
}

interface BoundaryState {
  error: Error | null;
}

/** Catches what escapes the app (a lazy chunk that failed above all) and offers a reload. */
class ChunkErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('The app failed to render', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ReloadOffer messageKey={error instanceof ChunkLoadError ? 'errors.loadingChunkFailed' : 'errors.somethingWrong'} />;
  }
}

/**
 * "Loading chunk failed" (spec §8) with a reload offer: for a lazy import that fails or times
 * out, and for Vite's `vite:preloadError` (a chunk of a new deployment replaced the old one).
 */
export function ChunkGuard({ children }: { children: ReactNode }) {
  const [preloadFailed, setPreloadFailed] = useState(false);
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      console.warn('A script chunk failed to load', event);
      setPreloadFailed(true);
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
  if (preloadFailed) return <ReloadOffer messageKey="errors.loadingChunkFailed" />;
  return <ChunkErrorBoundary>{children}</ChunkErrorBoundary>;
}
