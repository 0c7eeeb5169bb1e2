import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listenerDataChanged } from '../../../lib/listener-data.ts';
import { friendLinkQueryOptions } from '../api/give-queries.ts';
import { rateGivenAlbum } from '../api/gives-api.ts';

/** Opens the link once (which marks it opened for the giver) and keeps what it shows. */
export const useFriendLink = (token: string) => useQuery(friendLinkQueryOptions(token));

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
