import type { RecommendedAlbum } from '@album-club/contracts/recommendations';
import type { CatalogAlbum } from '@album-club/recommender/catalog/catalog-album';
import type { Recommendation } from '@album-club/recommender/engine/recommend-input';
import { spotifySearchUrl } from '../../lib/spotify-search-url.ts';
import type { NewAlbumRow } from '../album-directory/album-directory.repository.ts';

/** Spec: a catalog track list reads 'N. title', numbered unless it already is. */
export function numberedTrackList(tracks: readonly string[]): string[] {
  return tracks.map((title, index) => (/^\d+\.\s/.test(title) ? title : `${index + 1}. ${title}`));
}

const yearOf = (releaseDate: string | null | undefined, fallback: number | null) => {
  const year = Number(releaseDate?.slice(0, 4));
  return Number.isInteger(year) && year > 0 ? year : fallback;
};

/**
 * The spec's 'Recommended album': the stored album (the Spotify twin when one was found, else
 * the catalog album) with the engine's reasons and the catalog's own words about it.
 */
export function recommendedAlbum(
  row: NewAlbumRow,
  entry: CatalogAlbum,
  pick: Pick<Recommendation, 'explanation' | 'shortExplanation'>,
): RecommendedAlbum {
  const artists = row.artists?.length ? row.artists : (entry.artists ?? [entry.artist]);
  return {
    id: row.id,
    spotifyId: row.spotifyId ?? null,
    catalogId: entry.id,
    name: row.title,
    artists: artists.map((name) => ({ name })),
    images: row.imageUrl ? [{ url: row.imageUrl, width: null, height: null }] : [],
    external_urls: { spotify: row.spotifyUrl ?? spotifySearchUrl(entry.title, entry.artist) },
    release_date: row.releaseDate ?? (entry.year ? String(entry.year) : null),
    releaseYear: yearOf(row.releaseDate, entry.year),
    total_tracks: row.totalTracks ?? (entry.tracks?.length || null),
    duration_ms: row.durationMs ?? null,
    genres: entry.genres,
    description: pick.shortExplanation,
    explanation: pick.explanation,
    csvData: {
      genres: entry.genres,
      descriptors: entry.descriptors,
      ...(entry.tracks?.length ? { trackList: numberedTrackList(entry.tracks) } : {}),
    },
  };
}
