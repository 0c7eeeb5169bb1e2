import { useQuery } from '@tanstack/react-query';
import { listenerKeys, SHORT_CACHE_MS } from '../../../lib/listener-data.ts';
import { browserTimeZone, getUserStats, ZERO_STATS } from '../api/get-user-stats.ts';

/** The listener's stats, kept 60 s (spec); zeroed with empty lists when they cannot be read. */
export function useUserStats() {
  const timeZone = browserTimeZone();
  const query = useQuery({
    queryKey: [...listenerKeys.stats, timeZone],
    queryFn: () => getUserStats(timeZone),
    staleTime: SHORT_CACHE_MS,
  });
  return {
    stats: query.isError ? ZERO_STATS : query.data,
    isLoading: query.isPending,
    failed: query.isError,
  };
}
