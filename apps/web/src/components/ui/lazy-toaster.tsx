import { Suspense, lazy, useSyncExternalStore } from 'react';
import { toastStore } from '../../lib/toast-store.ts';

const Toaster = lazy(() => import('./toaster.tsx'));

/** The toast machinery loads with the first toast, not with the first page. */
export function LazyToaster() {
  const hasToasts = useSyncExternalStore(toastStore.subscribe, toastStore.everShown);
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
