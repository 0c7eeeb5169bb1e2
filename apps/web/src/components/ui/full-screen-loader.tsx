import { Logo } from '../brand/logo.tsx';

/** Shown while global state loads (spec: 'Loading Album Club...'). */
export function FullScreenLoader({ message = 'Loading Album Club...' }: { message?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="stage-glow fixed inset-0 flex flex-col items-center justify-center gap-5 bg-ink-950"
    >
      <Logo className="size-16 animate-spin-slow" />
      <p className="font-display text-lg text-mist-300">{message}</p>
    </div>
  );
}
