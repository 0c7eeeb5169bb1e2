import { AlertTriangle, CheckCircle2, LogIn, RotateCcw } from 'lucide-react';
import { Logo } from '../../../components/brand/logo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { CallbackStage } from '../hooks/use-callback-flow.ts';

interface Props {
  stage: CallbackStage;
  onRetry: () => void;
  onReturnToLogin: () => void;
}

/** Spec (callback screen): processing, success, or error with 'Try Again' and 'Return to Login'. */
export function CallbackScreen({ stage, onRetry, onReturnToLogin }: Props) {
  return (
    <main className="stage-glow flex min-h-dvh items-center justify-center px-6 py-12">
      <section
        aria-live="polite"
        className="w-full max-w-md animate-fade-up rounded-3xl border border-white/10 bg-ink-900/80 p-8 text-center shadow-2xl backdrop-blur"
      >
        {stage.kind === 'processing' && (
          <div role="status" className="flex flex-col items-center gap-5">
            <Logo className="size-16 animate-spin-slow" />
            <h1 className="font-display text-2xl font-semibold">Completing sign-in...</h1>
            <p className="text-sm text-mist-300">Checking in with the club. This takes a moment.</p>
          </div>
        )}
        {stage.kind === 'success' && (
          <div role="status" className="flex flex-col items-center gap-5">
            <span className="flex size-16 items-center justify-center rounded-full bg-emerald-400/15">
              <CheckCircle2 aria-hidden className="size-9 text-emerald-300" />
            </span>
            <h1 className="font-display text-2xl font-semibold">You&apos;re in</h1>
            <p className="text-mist-300">{stage.message}</p>
          </div>
        )}
        {stage.kind === 'error' && (
          <div role="alert" className="flex flex-col items-center gap-4">
            <span className="flex size-14 items-center justify-center rounded-full bg-rose-500/15">
              <AlertTriangle aria-hidden className="size-7 text-rose-300" />
            </span>
            <h1 className="font-display text-2xl font-semibold">{stage.title}</h1>
            <p className="text-sm leading-relaxed text-mist-300">{stage.message}</p>
            <div className="mt-3 flex w-full flex-col gap-3">
              {stage.retryable && (
                <Button onClick={onRetry}>
                  <RotateCcw aria-hidden className="size-4" />
                  Try Again
                </Button>
              )}
              <Button variant="secondary" onClick={onReturnToLogin}>
                <LogIn aria-hidden className="size-4" />
                Return to Login
              </Button>
            </div>
          </div>
        )}
      </section>
    </main>
  );
}
