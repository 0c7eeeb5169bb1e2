import type { ReactNode } from 'react';
import { isChunkLoadError } from '../../lib/retry-import.ts';
import { LoadFailed } from './load-failed.tsx';
import { ResetBoundary } from './reset-boundary.tsx';

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
  return (
    <ResetBoundary
      resetKeys={resetKeys}
      fallback={(error, reset) => {
        if (!isChunkLoadError(error)) throw error;
        return <LoadFailed onRetry={reset} inline={inline} />;
      }}
    >
      {children}
    </ResetBoundary>
  );
}
