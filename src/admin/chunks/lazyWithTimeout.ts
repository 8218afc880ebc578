import { lazy, type ComponentType } from 'react';

/** Spec §9: a script chunk that has not arrived after 120 s has failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(message = 'Loading chunk failed') {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/** `React.lazy` whose import fails with a ChunkLoadError after the time-out. */
export function lazyWithTimeout<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, timeoutMs = CHUNK_TIMEOUT_MS) {
  return lazy(
    () =>
      new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
        load()
          .then(resolve, (error: unknown) => reject(new ChunkLoadError(error instanceof Error ? error.message : String(error))))
          .finally(() => clearTimeout(timer));
      }),
  );
}
