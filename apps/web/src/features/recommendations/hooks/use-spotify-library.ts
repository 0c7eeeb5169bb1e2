import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast-store.ts';
import { albumSavedQueryOptions, libraryKeys } from '../api/library-queries.ts';
import { saveToSpotify } from '../api/spotify-library.ts';

/** Whether the album is in the listener's Spotify library, and saving or removing it. */
export function useSpotifyLibrary(albumId: string | null, connected: boolean) {
  const queryClient = useQueryClient();
  const check = useQuery(albumSavedQueryOptions(albumId, connected));
  const [override, setOverride] = useState<boolean | null>(null);
  const saved = override ?? check.data ?? false;
  const save = useMutation({
    mutationFn: ({ id, next }: { id: string; next: boolean }) => saveToSpotify(id, next),
    onSuccess: (_answer, { id, next }) => queryClient.setQueryData(libraryKeys.saved(id), next),
    onError: (_error, { next }) => {
      setOverride(!next);
      toast.error('Failed to save album to Spotify');
    },
  });

  return {
    saved,
    busy: save.isPending,
    toggle() {
      if (save.isPending) return;
      const next = !saved;
      if (!albumId) {
        setOverride(saved);
        toast.error('Failed to save album to Spotify');
        return;
      }
      setOverride(next);
      save.mutate({ id: albumId, next });
    },
  };
}
