import type { AlbumStore } from '../catalog/album-store.ts';
import type { Play, SavedAlbum, TimeRange } from './persona-data.ts';

const DAY = 86_400_000;
const MAX_TOP_ARTISTS = 50;

function ranked(weights: Map<string, number>, store: AlbumStore): string[] {
  return [...weights.entries()]
    .filter(([, weight]) => weight > 0)
    .sort(
      ([a, wa], [b, wb]) =>
        wb - wa || (store.artist(a)?.name ?? '').localeCompare(store.artist(b)?.name ?? ''),
    )
    .slice(0, MAX_TOP_ARTISTS)
    .map(([id]) => id);
}

/** Affinity over Spotify's three windows: ~4 weeks, ~6 months and all time. */
export function computeTopArtists(
  saved: SavedAlbum[],
  plays: Play[],
  store: AlbumStore,
  anchor: number,
): Record<TimeRange, string[]> {
  const windows: Record<TimeRange, { since: number; save: number; play: number }> = {
    short_term: { since: anchor - 28 * DAY, save: 1, play: 1 },
    medium_term: { since: anchor - 183 * DAY, save: 1, play: 0.5 },
    long_term: { since: 0, save: 1, play: 0.2 },
  };
  const result = {} as Record<TimeRange, string[]>;
  for (const [range, window] of Object.entries(windows) as [
    TimeRange,
    (typeof windows)[TimeRange],
  ][]) {
    const weights = new Map<string, number>();
    const add = (albumId: string, weight: number) => {
      for (const artist of store.album(albumId)?.artists ?? []) {
        weights.set(artist.id, (weights.get(artist.id) ?? 0) + weight);
      }
    };
    for (const entry of saved) if (entry.addedAt >= window.since) add(entry.albumId, window.save);
    for (const play of plays) if (play.playedAt >= window.since) add(play.albumId, window.play);
    result[range] = ranked(weights, store);
  }
  return result;
}
