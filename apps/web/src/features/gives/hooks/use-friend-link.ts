import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { intentKeys } from '../../../lib/intent-key.ts';
import { listenerDataChanged } from '../../../lib/listener-data.ts';
import { giveKeys, openFriendLink, rateGivenAlbum } from '../api/gives-api.ts';

// Opening the same link again from this page is the same intent: the server answers it once.
const linkOpenings = intentKeys();

/** Opens the link once (which marks it opened for the giver) and keeps what it shows. */
export const useFriendLink = (token: string) =>
  useQuery({
    queryKey: giveKeys.link(token),
    queryFn: () => openFriendLink(token, linkOpenings.keyFor({ token })),
    retry: false,
    staleTime: Infinity,
  });

export function useRateGivenAlbum() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      album,
      rating,
    }: {
      album: { id: string; title: string; artist: string };
      rating: number;
    }) => rateGivenAlbum(album, rating),
    onSuccess: () => listenerDataChanged(client),
  });
}
