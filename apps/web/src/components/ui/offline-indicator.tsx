import { useSyncExternalStore } from 'react';
import { CloudOff } from 'lucide-react';
import { useOnline } from '../../hooks/use-online.ts';
import { offlineWrites } from '../../lib/offline-writes.ts';

/** Changes made offline that wait in this browser, counted where the listener can see them. */
export function OfflineIndicator() {
  const waiting = useSyncExternalStore(offlineWrites.subscribe, offlineWrites.count);
  const online = useOnline();
  if (waiting === 0) return null;
  const changes = waiting === 1 ? '1 change' : `${waiting} changes`;
  return (
    <p
      role="status"
      className="fixed bottom-[max(1rem,env(safe-area-inset-bottom))] left-1/2 z-[90] flex -translate-x-1/2 items-center gap-2 rounded-full border border-amber-300/40 bg-ink-900/95 px-4 py-2 text-sm text-amber-100 shadow-lg"
    >
      <CloudOff aria-hidden className="size-4" />
      {online ? `Sending ${changes}…` : `Offline — ${changes} waiting`}
    </p>
  );
}
