import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { retryImport, type RetryOptions } from './retry-import.ts';

export type RetryingLazy<P extends object> = ComponentType<P> & {
  /** Starts the download now, so the piece is there before it is needed. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` that retries a failed download, and that can be tried again after it gave up:
 * React keeps a failed lazy component failed forever, so a failure swaps in a fresh one for the
 * next render (an error boundary's retry button).
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  options?: RetryOptions,
): RetryingLazy<P> {
  let loaded: Promise<{ default: ComponentType<P> }> | null = null;
  const download = () =>
    (loaded ??= retryImport(load, options).catch((error: unknown) => {
      loaded = null;
      current = fresh();
      throw error;
    }));
  const fresh = (): LazyExoticComponent<ComponentType<P>> => lazy(download);
  let current = fresh();

  function Retrying(props: P) {
    const Current = current as ComponentType<P>;
    return <Current {...props} />;
  }
  return Object.assign(Retrying, { preload: () => download().catch(() => undefined) });
}
