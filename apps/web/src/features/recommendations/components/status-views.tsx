import { Logo } from '../../../components/brand/logo.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** Spec: while fetching with no album. */
export function LoadingView() {
  return (
    <div
      role="status"
      className="flex flex-1 flex-col items-center justify-center gap-5 py-20 text-center"
    >
      <div className="relative size-24">
        <div aria-hidden className="absolute inset-0 rounded-full bg-groove-500/30 blur-2xl" />
        <Logo className="relative size-full animate-spin-slow" />
      </div>
      <div>
        <h1 className="font-display text-2xl font-semibold">Finding your perfect album...</h1>
        <p className="mt-2 text-mist-300">Analyzing your taste and current mood</p>
      </div>
    </div>
  );
}

/** Spec: an error with no album. */
export function ErrorView({
  message,
  onRetry,
  onBack,
}: {
  message: string;
  onRetry: () => void;
  onBack: () => void;
}) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-6 py-20 text-center">
      <div>
        <h1 className="font-display text-4xl font-bold">Oops!</h1>
        <p role="alert" className="mx-auto mt-3 max-w-sm text-mist-300">
          {message}
        </p>
      </div>
      <div className="flex w-full max-w-xs flex-col gap-3">
        <Button size="lg" onClick={onRetry}>
          Try Again
        </Button>
        <Button size="lg" variant="secondary" onClick={onBack}>
          Back to Dashboard
        </Button>
      </div>
    </div>
  );
}

/** Spec ('Now Playing'): shown for a moment after playing, before rating. */
export function NowPlayingView({ name, artists }: { name: string; artists: string }) {
  return (
    <div
      role="status"
      className="flex flex-1 flex-col items-center justify-center gap-4 py-20 text-center"
    >
      <p className="text-xs font-semibold tracking-[0.3em] text-groove-400 uppercase">
        Now Playing
      </p>
      <h1 className="font-display text-3xl font-bold">{name}</h1>
      <p className="text-lg text-mist-300">{artists}</p>
      <span aria-hidden className="mt-2 flex gap-2">
        {[0, 1, 2].map((dot) => (
          <span
            key={dot}
            className="size-2.5 animate-bounce rounded-full bg-groove-400"
            style={{ animationDelay: `${dot * 150}ms` }}
          />
        ))}
      </span>
    </div>
  );
}
