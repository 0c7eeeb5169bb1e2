import type { ReactNode } from 'react';
import { ErrorBoundary } from '../components/errors/error-boundary.tsx';
import { LazyToaster } from '../components/ui/lazy-toaster.tsx';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      {children}
      <LazyToaster />
    </ErrorBoundary>
  );
}
