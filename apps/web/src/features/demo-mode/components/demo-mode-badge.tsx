import { FlaskConical } from 'lucide-react';

/**
 * Shown on every screen while Spotify is the local emulator, so nobody mistakes the demo
 * listeners' libraries for their own account.
 */
export function DemoModeBadge({ demo }: { demo: boolean }) {
  if (!demo) return null;
  return (
    <p
      role="status"
      data-demo-mode-badge
      title="Spotify here is a local stand-in with demo listeners, not your real account."
      className="pointer-events-none fixed bottom-[max(0.75rem,env(safe-area-inset-bottom))] left-3 z-40 flex items-center gap-1.5 rounded-full border border-amber-300/40 bg-ink-900/90 px-3 py-1 text-xs font-semibold text-amber-200 shadow-lg backdrop-blur"
    >
      <FlaskConical aria-hidden className="size-3.5" />
      Demo mode
      <span className="sr-only">: Spotify is a local stand-in with demo listeners</span>
    </p>
  );
}
