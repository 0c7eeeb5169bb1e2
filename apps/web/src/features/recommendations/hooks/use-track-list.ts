import { useQuery } from '@tanstack/react-query';
import { albumTracksQueryOptions } from '../api/library-queries.ts';
import {
  catalogTracks,
  placeholderTracks,
  type ShownTrack,
  type TrackListSource,
} from '../utils/track-list.ts';

/**
 * The tracks to show: Spotify's real ones for a Spotify album, the catalog's when it knows them,
 * else the spec's placeholder list, labelled as such.
 */
export function useTrackList(
  album: { spotifyId: string | null; csvData: { trackList?: string[] } },
  connected: boolean,
): { tracks: ShownTrack[]; source: TrackListSource; loading: boolean } {
  const spotifyId = album.spotifyId;
  const query = useQuery(albumTracksQueryOptions(spotifyId, connected));
  const items = query.data?.items ?? [];
  if (items.length > 0)
    return {
      source: 'spotify',
      loading: false,
      tracks: items.map((track, index) => ({
        number: track.track_number || index + 1,
        name: track.name,
        durationMs: track.duration_ms,
      })),
    };
  if (query.isLoading) return { source: 'placeholder', loading: true, tracks: [] };
  if (album.csvData.trackList?.length)
    return { source: 'catalog', loading: false, tracks: catalogTracks(album.csvData.trackList) };
  return { source: 'placeholder', loading: false, tracks: placeholderTracks() };
}
