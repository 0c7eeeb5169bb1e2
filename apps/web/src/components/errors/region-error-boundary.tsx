import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { isChunkLoadError } from '../../lib/retry-import.ts';
import { LoadFailed } from './load-failed.tsx';

interface Props {
  children: ReactNode;
  /** Values that, when they change, clear the failure (the route, say). */
  resetKeys?: unknown[];
  inline?: boolean;
}

/**
 * Keeps a piece that could not be downloaded to its own region, with a retry button. Any other
 * error is a bug and goes on to the app-wide error screen, with its id.
 */
export function RegionErrorBoundary({ children, resetKeys, inline }: Props) {
  // Rendered by the boundary itself, so a rethrown error reaches the boundary above it.
  const fallback = ({ error, resetErrorBoundary }: FallbackProps) => {
    if (!isChunkLoadError(error)) throw error;
    return <LoadFailed onRetry={resetErrorBoundary} inline={inline} />;
  };
  return (
    <ErrorBoundary fallbackRender={fallback} resetKeys={resetKeys}>
      {children}
    </ErrorBoundary>
  );
}
