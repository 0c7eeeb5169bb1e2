import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GiveRequest, GiveResponse } from '@album-club/contracts/gives';
import { intentKeys } from '../../../lib/intent-key.ts';
import { listenerDataChanged } from '../../../lib/listener-data.ts';
import {
  clubGivesQueryOptions,
  friendGivesQueryOptions,
  rewardsQueryOptions,
} from '../api/give-queries.ts';
import { shareGive } from '../api/gives-api.ts';

export const useRewards = () => useQuery(rewardsQueryOptions());

export const useClubGives = () => useQuery(clubGivesQueryOptions());

/** The giver's recs to friends, kept fresh while the dashboard shows (see the query). */
export const useFriendGives = () => useQuery(friendGivesQueryOptions());

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
