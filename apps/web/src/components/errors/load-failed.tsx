import { WifiOff, RotateCcw } from 'lucide-react';
import { Button } from '../ui/button.tsx';

interface Props {
  onRetry: () => void;
  /** A dialog or panel shows the message in place; a page fills the screen. */
  inline?: boolean;
}

/** A piece of the app that could not be downloaded: said where it belongs, with a way to retry. */
export function LoadFailed({ onRetry, inline = false }: Props) {
  const body = (
    <section
      role="alert"
      className="w-full max-w-md rounded-3xl border border-white/10 bg-ink-900/90 p-6 text-center shadow-2xl"
    >
      <WifiOff aria-hidden className="mx-auto mb-3 size-7 text-rose-300" />
      <h2 className="font-display text-xl font-semibold">This part didn’t load</h2>
      <p className="mt-2 text-sm text-mist-300">
        Check your connection, then try again. Nothing you saved is lost.
      </p>
      <Button className="mt-5" onClick={onRetry}>
        <RotateCcw aria-hidden className="size-4" />
        Try Again
      </Button>
    </section>
  );
  if (inline) return body;
  return (
    <main className="stage-glow flex min-h-dvh items-center justify-center px-6 py-12">{body}</main>
  );
}
