import type { CatalogAlbum } from '@album-club/recommender/catalog/catalog-album';
import type { Database } from '../../db/database.ts';
import type {
  SpotifyAlbum,
  SpotifyAlbumSummary,
} from '../../integrations/spotify/spotify-types.ts';
import {
  findAlbumByCatalogId,
  findOrStoreCatalogAlbum,
  upsertAlbums,
  type AlbumRow,
  type NewAlbumRow,
} from './album-directory.repository.ts';

/**
 * The title of an album stored before anyone trusted described it (a listener named an album id
 * the product had not met): no listener's words become facts every listener sees.
 */
export const UNDESCRIBED_TITLE = '';

/** What is stored for an album Spotify described. */
export function albumRowFromSpotify(
  spotify: SpotifyAlbumSummary | SpotifyAlbum,
  catalogId?: string,
): NewAlbumRow {
  const largest = [...spotify.images].sort((a, b) => (b.width ?? 0) - (a.width ?? 0))[0];
  const tracks = 'tracks' in spotify ? spotify.tracks : undefined;
  const complete = tracks && tracks.items.length === tracks.total && tracks.total > 0;
  return {
    id: spotify.id,
    spotifyId: spotify.id,
    catalogId: catalogId ?? null,
    title: spotify.name,
    artists: spotify.artists.map((artist) => artist.name),
    imageUrl: largest?.url ?? null,
    releaseDate: spotify.release_date || null,
    totalTracks: spotify.total_tracks,
    durationMs: complete ? tracks.items.reduce((sum, track) => sum + track.duration_ms, 0) : null,
    spotifyUrl: spotify.external_urls.spotify ?? null,
  };
}

/** What is stored for a built-in catalog album that no provider has been found for. */
export function albumRowFromCatalog(entry: CatalogAlbum): NewAlbumRow {
  return {
    id: entry.id,
    spotifyId: null,
    catalogId: entry.id,
    title: entry.title,
    artists: entry.artists?.length ? entry.artists : [entry.artist],
    releaseDate: entry.year ? String(entry.year) : null,
    genres: entry.genres,
  };
}

export type FindOnSpotify = (
  title: string,
  artist: string,
) => Promise<SpotifyAlbumSummary | SpotifyAlbum | null>;

/**
 * The product id of a catalog album: its Spotify id once Spotify knows it (so it can be saved to
 * a library and its real tracks shown), otherwise its catalog id. A search result is remembered,
 * so each catalog album is looked up at most once while it keeps being found.
 */
export async function resolveCatalogAlbum(
  db: Database,
  entry: CatalogAlbum,
  findOnSpotify?: FindOnSpotify,
): Promise<AlbumRow | NewAlbumRow> {
  if (!findOnSpotify) {
    const row = albumRowFromCatalog(entry);
    return (await findOrStoreCatalogAlbum(db, { ...row, catalogId: entry.id })) ?? row;
  }
  const known = await findAlbumByCatalogId(db, entry.id);
  if (known?.spotifyId || (known && !findOnSpotify)) return known;
  const found = findOnSpotify ? await findOnSpotify(entry.title, entry.artist) : null;
  const row = found ? albumRowFromSpotify(found, entry.id) : albumRowFromCatalog(entry);
  if (found && entry.genres.length > 0) row.genres = entry.genres;
  await upsertAlbums(db, [row]);
  return row;
}
