import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { listenerKeys, listenerWrites, SHORT_CACHE_MS } from '../../../lib/listener-data.ts';
import { browserTimeZone, getUserStats, ZERO_STATS } from '../api/get-user-stats.ts';

/**
 * The listener's stats, kept 60 s (spec) unless the listener changed their records since, on
 * this screen or another; zeroed with empty lists when they cannot be read (spec).
 */
export function useUserStats() {
  const timeZone = browserTimeZone();
  const writes = useSyncExternalStore(listenerWrites.subscribe, listenerWrites.count);
  const query = useQuery({
    queryKey: [...listenerKeys.stats, timeZone, writes],
    queryFn: () => getUserStats(timeZone),
    staleTime: SHORT_CACHE_MS,
    placeholderData: (previous) => previous,
  });
  return {
    stats: query.isError ? ZERO_STATS : query.data,
    failed: query.isError,
  };
}
