import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys for the listener's own data, shared so any screen that changes it (a rating on the
 * recommendation screen, an edit on the dashboard, a save to Spotify) can refresh what shows it.
 */
export const listenerKeys = {
  all: ['listener'] as const,
  stats: ['listener', 'stats'] as const,
  userAlbums: ['listener', 'user-albums'] as const,
  savedAlbums: ['listener', 'saved-albums'] as const,
  syncStatus: ['listener', 'sync-status'] as const,
};

/** Spec: stats, saved albums and profile short caches of 60 s. */
export const SHORT_CACHE_MS = 60_000;

/** The listener changed their own data: what the short caches hold is stale now. */
export function listenerDataChanged(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: listenerKeys.all });
}
