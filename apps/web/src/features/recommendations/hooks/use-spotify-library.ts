import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast-store.ts';
import { isAlbumSaved, saveToSpotify } from '../api/spotify-library.ts';

/** Whether the album is in the listener's Spotify library, and saving or removing it. */
export function useSpotifyLibrary(albumId: string | null, connected: boolean) {
  const queryClient = useQueryClient();
  const enabled = Boolean(albumId) && connected;
  const check = useQuery({
    queryKey: ['album-saved', albumId],
    queryFn: () => isAlbumSaved(albumId ?? ''),
    enabled,
  });
  const [override, setOverride] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const saved = override ?? check.data ?? false;

  return {
    saved,
    busy,
    toggle() {
      if (busy) return;
      const next = !saved;
      setOverride(next);
      if (!albumId) {
        setOverride(saved);
        toast.error('Failed to save album to Spotify');
        return;
      }
      setBusy(true);
      saveToSpotify(albumId, next)
        .then(() => queryClient.setQueryData(['album-saved', albumId], next))
        .catch(() => {
          setOverride(saved);
          toast.error('Failed to save album to Spotify');
        })
        .finally(() => setBusy(false));
    },
  };
}
