import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GiveRequest } from '@album-club/contracts/gives';
import { listenerDataChanged, SHORT_CACHE_MS } from '../../../lib/listener-data.ts';
import { getClubGives, getFriendGives, getRewards, giveKeys, shareGive } from '../api/gives-api.ts';

export const useRewards = () =>
  useQuery({ queryKey: giveKeys.rewards, queryFn: getRewards, staleTime: SHORT_CACHE_MS });

export const useClubGives = () =>
  useQuery({ queryKey: giveKeys.club, queryFn: getClubGives, staleTime: SHORT_CACHE_MS });

/** The giver's recs to friends; asked again whenever the dashboard shows, to catch an opening. */
export const useFriendGives = () =>
  useQuery({ queryKey: giveKeys.friends, queryFn: getFriendGives, staleTime: 0 });

/** Shares the give; the stats, rewards and lists that show it are refreshed after. */
export function useShareGive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GiveRequest) => shareGive(body),
    onSuccess: () => listenerDataChanged(client),
  });
}
