import { useState } from 'react';
import { RotateCcw, WifiOff } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

interface Props {
  onRetry: () => Promise<unknown>;
}

/**
 * Shown when the server could not say who is signed in. Treating that as signed out would send
 * a signed-in listener to the landing page, where starting anonymously replaces their session.
 */
export function SessionCheckFailed({ onRetry }: Props) {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void onRetry().finally(() => setRetrying(false));
  };
  return (
    <main className="stage-glow flex min-h-dvh items-center justify-center px-6 py-12">
      <section
        role="alert"
        className="w-full max-w-md rounded-3xl border border-white/10 bg-ink-900/80 p-8 text-center shadow-2xl"
      >
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-rose-500/15">
          <WifiOff aria-hidden className="size-7 text-rose-300" />
        </div>
        <h1 className="font-display text-2xl font-semibold">Can&apos;t reach Album Club</h1>
        <p className="mt-3 text-sm text-mist-300">
          We could not check whether you are signed in. Check your connection, then try again.
        </p>
        <div className="mt-7 flex flex-col gap-3">
          <Button onClick={retry} disabled={retrying}>
            {retrying ? (
              <Spinner className="size-4" />
            ) : (
              <RotateCcw aria-hidden className="size-4" />
            )}
            Try Again
          </Button>
        </div>
      </section>
    </main>
  );
}
