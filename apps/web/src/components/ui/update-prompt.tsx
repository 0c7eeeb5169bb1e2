import { useState, useSyncExternalStore } from 'react';
import { RefreshCw } from 'lucide-react';
import { appUpdate } from '../../lib/app-update.ts';
import { Button } from './button.tsx';

/** Offered, never forced: a reload in the middle of rating or giving would lose what was typed. */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(appUpdate.subscribe, appUpdate.waiting);
  const [reloading, setReloading] = useState(false);
  if (!waiting) return null;
  return (
    <div
      role="status"
      className="fixed top-[max(2.5rem,env(safe-area-inset-top))] left-1/2 z-[95] flex w-[min(92vw,26rem)] -translate-x-1/2 items-center justify-between gap-3 rounded-2xl border border-white/15 bg-ink-900/95 px-4 py-3 text-sm text-mist-100 shadow-lg"
    >
      <span>A new version is available</span>
      <Button
        size="md"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          void appUpdate.reload();
        }}
      >
        <RefreshCw aria-hidden className="size-4" />
        Reload
      </Button>
    </div>
  );
}
