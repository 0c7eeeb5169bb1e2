import { Suspense, useSyncExternalStore } from 'react';
import { lazyWithRetry } from '../../lib/lazy-with-retry.tsx';
import { ResetBoundary } from '../errors/reset-boundary.tsx';
import { toastStore } from '../../lib/toast-store.ts';

const Toaster = lazyWithRetry(() => import('./toaster.tsx'));

/**
 * The toast machinery stays out of the first page's bundle but is fetched right after it, so an
 * error shown offline still has its toast. Should it not arrive, toasts wait and the next one
 * tries again: a missing toast must never take the page down.
 */
export const preloadToaster = Toaster.preload;

export function LazyToaster() {
  const hasToasts = useSyncExternalStore(toastStore.subscribe, toastStore.everShown);
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot);
  if (!hasToasts) return null;
  return (
    <ResetBoundary fallback={() => null} resetKeys={[items]}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ResetBoundary>
  );
}
