import { useState } from 'react';
import { AlertTriangle, LogIn, RefreshCw, RotateCcw } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { isAuthenticationError } from './error-report.ts';
import { restartApp } from './restart-app.ts';

interface Props {
  error: unknown;
  errorId: string;
  retriesLeft: number;
  onRetry: () => void;
}

/** The app-wide error screen (spec: Error boundary). */
export function AppErrorScreen({ error, errorId, retriesLeft, onRetry }: Props) {
  const auth = isAuthenticationError(error);
  const [restarting, setRestarting] = useState(false);
  const restart = () => {
    setRestarting(true);
    void restartApp({ signOutFirst: auth });
  };
  return (
    <main className="stage-glow flex min-h-dvh items-center justify-center px-6 py-12">
      <section
        role="alert"
        className="w-full max-w-md rounded-3xl border border-white/10 bg-ink-900/80 p-8 text-center shadow-2xl"
      >
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-rose-500/15">
          <AlertTriangle aria-hidden className="size-7 text-rose-300" />
        </div>
        <h1 className="font-display text-2xl font-semibold">
          {auth ? 'Authentication Error' : 'Something went wrong'}
        </h1>
        <p className="mt-3 text-sm text-mist-300">
          {auth
            ? 'Your session could not be confirmed. Sign in again to carry on where you left off.'
            : 'Album Club hit a snag. Your ratings and notes are safe; try again or reload the page.'}
        </p>
        <div className="mt-7 flex flex-col gap-3">
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
        </div>
        <p className="mt-6 text-xs text-mist-500">
          Error ID: <code className="font-mono text-mist-400 select-all">{errorId}</code>
        </p>
      </section>
    </main>
  );
}
