import type { StartSyncResponse, SyncRun, SyncStatus } from '@album-club/contracts/sync';
import { apiFetch } from '../../../lib/api-client.ts';

export const getSyncStatus = () => apiFetch<SyncStatus>('/spotify/sync-history');

export const startSync = () =>
  apiFetch<StartSyncResponse>('/spotify/sync-history', { method: 'POST', background: true });

/**
 * Follows a run by server-sent events until it ends. The browser reconnects by itself after a
 * dropped connection and the server answers with the run's current state, so nothing is missed.
 * Answers a function that stops following.
 */
export function followSync(
  runId: string,
  handlers: { onProgress(run: SyncRun): void; onDone(run: SyncRun): void; onLost(): void },
): () => void {
  const source = new EventSource(`/spotify/sync-history/${encodeURIComponent(runId)}/events`);
  const read = (event: Event) => JSON.parse((event as MessageEvent<string>).data) as SyncRun;
  source.addEventListener('progress', (event) => handlers.onProgress(read(event)));
  source.addEventListener('done', (event) => {
    source.close();
    handlers.onDone(read(event));
  });
  source.addEventListener('error', () => {
    // CLOSED means the browser gave up (the run is gone): ask for the state once instead.
    if (source.readyState === EventSource.CLOSED) handlers.onLost();
  });
  return () => source.close();
}
