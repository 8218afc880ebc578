import { Component, type ErrorInfo, type ReactNode } from 'react';
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

/**
 * "Loading chunk failed" (docs/spec.md §8) with a reload offer, for what escapes the app: the admin chunk
 * itself or a public page's. A screen's own chunk fails inside the layout (RouteBoundary).
 */
export class ChunkGuard extends Component<{ children: ReactNode }, BoundaryState> {
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
    return (
      <ReloadOffer
        messageKey={error instanceof ChunkLoadError ? 'errors.loadingChunkFailed' : 'errors.somethingWrong'}
      />
    );
  }
}
