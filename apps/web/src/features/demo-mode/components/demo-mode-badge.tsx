import { FlaskConical } from 'lucide-react';

/**
 * A strip above every screen while Spotify is the local emulator, so nobody mistakes the demo
 * listeners' libraries for their own account. It sits in the page's flow, never over content.
 */
export function DemoModeBadge({ demo }: { demo: boolean }) {
  if (!demo) return null;
  return (
    <p
      role="status"
      data-demo-mode-badge
      className="flex items-center justify-center gap-1.5 border-b border-amber-300/20 bg-amber-300/10 px-3 pt-[max(0.25rem,env(safe-area-inset-top))] pb-1 text-center text-xs text-amber-200"
    >
      <FlaskConical aria-hidden className="size-3.5 shrink-0" />
      <span>
        <span className="font-semibold">Demo mode</span>: Spotify is a local stand-in with demo
        listeners
      </span>
    </p>
  );
}
