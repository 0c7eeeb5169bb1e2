import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import type { SyncProgress } from '../api/sync-controller.ts';

/** The sync's progress line (spec: starting, progress with counts, then done or failed). */
export function SyncBanner({ progress }: { progress: SyncProgress | null }) {
  if (!progress) return <div role="status" aria-live="polite" className="sr-only" />;
  const total = progress.actualSpotifyCount;
  const share =
    !progress.isComplete && total ? Math.min(100, (progress.albumCount / total) * 100) : null;
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'animate-fade-up overflow-hidden rounded-2xl border bg-ink-900/80 backdrop-blur',
        progress.failed ? 'border-rose-400/40' : 'border-white/10',
      )}
    >
      <div className="flex items-center gap-3 px-4 py-3 text-sm">
        {!progress.isComplete ? (
          <Spinner className="size-4 text-groove-400" />
        ) : progress.failed ? (
          <AlertTriangle aria-hidden className="size-4 text-rose-300" />
        ) : (
          <CheckCircle2 aria-hidden className="size-4 text-emerald-300" />
        )}
        <span className="text-mist-100">{progress.message}</span>
      </div>
      {share !== null && (
        <div aria-hidden className="h-1 bg-white/5">
          <div
            className="h-full bg-gradient-to-r from-groove-500 to-violet-glow transition-[width] duration-300"
            style={{ width: `${share}%` }}
          />
        </div>
      )}
    </div>
  );
}
