import { queryOptions } from '@tanstack/react-query';
import { listenerKeys, SHORT_CACHE_MS } from '../../../lib/listener-data.ts';
import { getUserStats } from './get-user-stats.ts';

export const statsKeys = {
  all: () => listenerKeys.stats,
  /** `writes` counts the listener's own writes: each one makes the stats a new question. */
  forZone: (timeZone: string, writes: number) => [...statsKeys.all(), timeZone, writes] as const,
};

/** Spec: the stats are kept 60 s; asking again keeps the last figures on screen meanwhile. */
export const userStatsQueryOptions = (timeZone: string, writes: number) =>
  queryOptions({
    queryKey: statsKeys.forZone(timeZone, writes),
    queryFn: () => getUserStats(timeZone),
    staleTime: SHORT_CACHE_MS,
    placeholderData: (previous) => previous,
  });
