import { createElement, use, type ComponentType } from 'react';

/** Spec §9: a script chunk that has not arrived after 120 s has failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(message = 'Loading chunk failed') {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/** A lazily loaded component that can be fetched before it is first shown. */
export type LazyComponent<P extends object> = ComponentType<P> & { preload(): void };

interface Attempt<P> {
  promise: Promise<{ default: ComponentType<P> }>;
  loaded?: ComponentType<P>;
  error?: ChunkLoadError;
}

/** How to forget each failed load, so that the next render tries again. */
const failures = new Set<() => void>();

/** "Try again" after a chunk failed: every failed lazy component loads anew when next rendered. */
export function retryFailedChunks(): void {
  for (const forget of failures) forget();
  failures.clear();
}

function withTimeout<T>(load: () => Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
    load()
      .then(resolve, (error: unknown) => reject(new ChunkLoadError(error instanceof Error ? error.message : String(error))))
      .finally(() => clearTimeout(timer));
  });
}

/**
 * Like `React.lazy`, with a time-out (ChunkLoadError), `preload()` so that a screen opened later
 * renders at once, and a failure that is not final: after `retryFailedChunks()` it loads again.
 */
export function lazyWithTimeout<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, timeoutMs = CHUNK_TIMEOUT_MS): LazyComponent<P> {
  let attempt: Attempt<P> | null = null;
  const start = (): Attempt<P> => {
    if (attempt) return attempt;
    const current: Attempt<P> = { promise: withTimeout(load, timeoutMs) };
    current.promise.then(
      (module) => (current.loaded = module.default),
      (error: ChunkLoadError) => {
        current.error = error;
        failures.add(() => {
          if (attempt === current) attempt = null;
        });
      },
    );
    attempt = current;
    return current;
  };
  function Lazy(props: P) {
    const current = start();
    if (current.error) throw current.error;
    const Component = current.loaded ?? use(current.promise).default;
    return createElement(Component, props);
  }
  return Object.assign(Lazy, { preload: () => void start() });
}
