import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys for the listener's own data, shared so any screen that changes it (a rating on the
 * recommendation screen, an edit on the dashboard, a save to Spotify) can refresh what shows it.
 */
export const listenerKeys = {
  all: ['listener'] as const,
  stats: ['listener', 'stats'] as const,
  syncStatus: ['listener', 'sync-status'] as const,
};

/** Spec: stats (and saved albums and the profile, where cached) are kept 60 s. */
export const SHORT_CACHE_MS = 60_000;

/** The listener changed their own data: what the short caches hold is stale now. */
export function listenerDataChanged(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: listenerKeys.all });
}

/** Writes that do not change what the listener's stats and records show. */
const NOT_RECORD_WRITES = ['/spotify/log-event', '/spotify/sync-history'];

let writes = 0;
const writeListeners = new Set<() => void>();

/**
 * Counts the listener's own writes to their records, whichever screen makes them (a rating on the
 * recommendation screen, a save to Spotify, a new recommendation): views that cache the
 * listener's data key their queries on it, so a write makes them ask again.
 */
export const listenerWrites = {
  subscribe(listener: () => void) {
    writeListeners.add(listener);
    return () => writeListeners.delete(listener);
  },
  count: () => writes,
};

/** Called by the API client after every successful write. */
export function noteWrite(method: string, path: string): void {
  if (method === 'GET' || !path.startsWith('/spotify/')) return;
  if (NOT_RECORD_WRITES.some((prefix) => path.startsWith(prefix))) return;
  writes++;
  for (const listener of writeListeners) listener();
}
