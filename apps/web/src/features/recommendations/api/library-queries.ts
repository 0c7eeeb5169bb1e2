import { queryOptions } from '@tanstack/react-query';
import { getAlbumTracks, isAlbumSaved } from './spotify-library.ts';

export const libraryKeys = {
  saved: (albumId: string | null) => ['album-saved', albumId] as const,
  tracks: (spotifyId: string | null) => ['album-tracks', spotifyId] as const,
};

/** Whether the album is in the listener's Spotify library; asked only with Spotify connected. */
export const albumSavedQueryOptions = (albumId: string | null, connected: boolean) =>
  queryOptions({
    queryKey: libraryKeys.saved(albumId),
    queryFn: () => isAlbumSaved(albumId ?? ''),
    enabled: Boolean(albumId) && connected,
  });

/** Spotify's track list of an album, which does not change while the listener looks. */
export const albumTracksQueryOptions = (spotifyId: string | null, connected: boolean) =>
  queryOptions({
    queryKey: libraryKeys.tracks(spotifyId),
    queryFn: () => getAlbumTracks(spotifyId ?? ''),
    enabled: Boolean(spotifyId) && connected,
    staleTime: 10 * 60_000,
  });
