import { useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ZERO_STATS, type UserStats } from '@album-club/contracts/stats';
import { listenerWrites } from '../../../lib/listener-data.ts';
import { getSessionState, onSessionChange } from '../../../lib/session.ts';
import { browserTimeZone } from '../api/get-user-stats.ts';
import { userStatsQueryOptions } from '../api/stats-queries.ts';

interface LastRead {
  userId: string | null;
  stats: UserStats;
}

/**
 * The listener's stats, kept 60 s (spec) unless the listener changed their records since, on
 * this screen or another. When asking again fails, the figures last read stay; only when none
 * were ever read are they zeroed with empty lists (spec), and `failed` says they are not real.
 */
export function useUserStats(): { stats: UserStats | undefined; failed: boolean } {
  const timeZone = browserTimeZone();
  const writes = useSyncExternalStore(listenerWrites.subscribe, listenerWrites.count);
  const userId = useSyncExternalStore(onSessionChange, () => getSessionState().user?.id ?? null);
  const query = useQuery(userStatsQueryOptions(timeZone, writes));
  // A failed fetch under a new key (after a write) has no data of its own, so the last figures
  // read are remembered here, with whoever was signed in when they arrived: they never show to
  // someone else who signs in on this page.
  const [lastRead, setLastRead] = useState<LastRead | null>(null);
  const read = query.isPlaceholderData ? undefined : query.data;
  if (read !== undefined && read !== lastRead?.stats) setLastRead({ userId, stats: read });

  const stats = query.data ?? (lastRead?.userId === userId ? lastRead.stats : undefined);
  if (stats === undefined && query.isError) return { stats: ZERO_STATS, failed: true };
  return { stats, failed: false };
}
