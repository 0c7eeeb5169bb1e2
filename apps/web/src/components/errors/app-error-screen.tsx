import { useState } from 'react';
import { AlertTriangle, LogIn, RefreshCw, RotateCcw } from 'lucide-react';
import { authErrorMessage } from '../../lib/auth-errors.ts';
import { Button } from '../ui/button.tsx';
import { ErrorCard } from './error-card.tsx';
import { isAuthenticationError } from './error-report.ts';
import { restartApp } from './restart-app.ts';

interface Props {
  error: unknown;
  errorId: string;
  retriesLeft: number;
  onRetry: () => void;
}

/**
 * Spec (error catalogue): an authentication error by its code. Its own message is not shown: on
 * this screen it could come from anywhere, internals included.
 */
const authErrorText = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return authErrorMessage(
    typeof code === 'string' ? code : undefined,
    'Your session could not be confirmed.',
  );
};

/** The app-wide error screen (spec: Error boundary). */
export function AppErrorScreen({ error, errorId, retriesLeft, onRetry }: Props) {
  const auth = isAuthenticationError(error);
  const [restarting, setRestarting] = useState(false);
  const restart = () => {
    setRestarting(true);
    void restartApp({ signOutFirst: auth });
  };
  return (
    <ErrorCard
      icon={AlertTriangle}
      title={auth ? 'Authentication Error' : 'Something went wrong'}
      description={
        auth
          ? `${authErrorText(error)} Sign in again to carry on where you left off.`
          : 'Album Club hit a snag. Your ratings and notes are safe; try again or reload the page.'
      }
      footer={
        <p className="mt-6 text-xs text-mist-500">
          Error ID: <code className="font-mono text-mist-400 select-all">{errorId}</code>
        </p>
      }
    >
      {retriesLeft > 0 && (
        <Button onClick={onRetry}>
          <RotateCcw aria-hidden className="size-4" />
          Try Again ({retriesLeft} {retriesLeft === 1 ? 'try' : 'tries'} left)
        </Button>
      )}
      <Button variant="secondary" onClick={restart} disabled={restarting}>
        <LogIn aria-hidden className="size-4" />
        {auth ? 'Login Again' : 'Restart App'}
      </Button>
      <Button variant="ghost" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden className="size-4" />
        Reload Page
      </Button>
    </ErrorCard>
  );
}
