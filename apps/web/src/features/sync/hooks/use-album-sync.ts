import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { listenerDataChanged } from '../../../lib/listener-data.ts';
import { SyncController } from '../api/sync-controller.ts';
import { syncStatusQueryOptions } from '../api/sync-queries.ts';

/**
 * The listener's album sync on the dashboard: rejoined or started as the spec's rules say, its
 * progress shown, and the listener's data refreshed when it ends.
 */
export function useAlbumSync({ totalAlbums }: { totalAlbums: number | undefined }) {
  const client = useQueryClient();
  const status = useQuery(syncStatusQueryOptions());
  const [controller] = useState(() => new SyncController(() => void listenerDataChanged(client)));
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot);

  // Before paint: a sync that starts for an empty library shows as syncing from its first frame.
  useLayoutEffect(() => {
    if (status.data) controller.consider(status.data, totalAlbums);
  }, [controller, status.data, totalAlbums]);
  useEffect(() => {
    controller.resume();
    return () => controller.dispose();
  }, [controller]);

  // An empty library whose sync state is still unknown may be about to fill: it is not shown as
  // empty (and told to start from nothing) until that is known.
  const deciding = totalAlbums === 0 && status.isPending;
  return {
    ...snapshot,
    isSyncing: snapshot.isSyncing || deciding,
    canSync: status.data?.canSync ?? false,
    start: () => controller.start(),
  };
}
