import { createElement, use, type ComponentType } from 'react';

/** docs/spec.md §9: a script chunk that has not arrived after 120 s has failed. */
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
  promise: Promise<ComponentType<P>>;
  loaded?: ComponentType<P>;
  error?: ChunkLoadError;
}

/** The script a failed dynamic import names ("Failed to fetch dynamically imported module: http://…/X.js"). */
const failedScript = (error: ChunkLoadError): string | undefined => /\bhttps?:\/\/\S+?\.js\b/.exec(error.message)?.[0];

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
      .then(resolve, (error: unknown) =>
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error))),
      )
      .finally(() => clearTimeout(timer));
  });
}

type Module = Record<string, unknown>;

/**
 * Like `React.lazy`, with a time-out (ChunkLoadError), `preload()` so that a screen opened later
 * renders at once, and a failure that is not final: after `retryFailedChunks()` it loads again.
 * The browser remembers a failed import of a URL, so a retry imports the failed script under a
 * new query; `pick` takes the component from the module either way.
 */
export function lazyWithTimeout<P extends object, M extends Module = { default: ComponentType<P> }>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P> = (module) => module.default as ComponentType<P>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): LazyComponent<P> {
  let attempt: Attempt<P> | null = null;
  let failedUrl: string | undefined;
  let retries = 0;
  const start = (): Attempt<P> => {
    if (attempt) return attempt;
    const url = failedUrl;
    const importer = url ? () => import(/* @vite-ignore */ `${url}?retry=${++retries}`) as Promise<M> : load;
    const current: Attempt<P> = { promise: withTimeout(importer, timeoutMs).then(pick) };
    current.promise.then(
      (component) => (current.loaded = component),
      (error: ChunkLoadError) => {
        current.error = error;
        failedUrl = failedScript(error) ?? failedUrl;
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
    const Component = current.loaded ?? use(current.promise);
    return createElement(Component, props);
  }
  return Object.assign(Lazy, { preload: () => void start() });
}
