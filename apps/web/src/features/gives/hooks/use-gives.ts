import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GiveRequest, GiveResponse } from '@album-club/contracts/gives';
import { intentKeys } from '../../../lib/intent-key.ts';
import { listenerDataChanged, SHORT_CACHE_MS } from '../../../lib/listener-data.ts';
import { getClubGives, getFriendGives, getRewards, giveKeys, shareGive } from '../api/gives-api.ts';

export const useRewards = () =>
  useQuery({ queryKey: giveKeys.rewards, queryFn: getRewards, staleTime: SHORT_CACHE_MS });

export const useClubGives = () =>
  useQuery({ queryKey: giveKeys.club, queryFn: getClubGives, staleTime: SHORT_CACHE_MS });

/** While the dashboard is open, a friend's opening or rating shows within this long. */
export const FRIEND_GIVES_REFRESH_MS = 60_000;

/**
 * The giver's recs to friends. The friend acts on another device, so nothing here hears of it:
 * asked again whenever the dashboard shows, every minute while it is open, and on returning to
 * the tab.
 */
export const useFriendGives = () =>
  useQuery({
    queryKey: giveKeys.friends,
    queryFn: getFriendGives,
    staleTime: 0,
    refetchInterval: FRIEND_GIVES_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

interface ShareCallbacks {
  onSuccess: (answer: GiveResponse) => void;
  onError: (error: unknown) => void;
}

/**
 * Shares the give, once per intent: a second tap while the first is on its way does nothing, and
 * a retry of the same form carries the same Idempotency-Key, so the server never creates it twice
 * and the first answer (with its rewards) is the one shown. The stats, rewards and lists that
 * show it are refreshed after.
 */
export function useShareGive() {
  const client = useQueryClient();
  const [keys] = useState(intentKeys);
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: GiveRequest; key: string }) => shareGive(body, key),
    onSuccess: () => {
      keys.done();
      return listenerDataChanged(client);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const share = (body: GiveRequest, callbacks: ShareCallbacks) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate({ body, key: keys.keyFor(body) }, callbacks);
  };
  return { share, isPending: mutation.isPending };
}
