import type { Album } from '@album-club/contracts/library';
import type { CatalogAlbum } from '@album-club/recommender/catalog/catalog-album';
import type {
  SpotifyAlbum,
  SpotifyAlbumSummary,
} from '../../integrations/spotify/spotify-types.ts';
import type { AlbumRow } from '../album-directory/album-directory.repository.ts';

const yearOf = (releaseDate: string | null | undefined) => {
  const year = Number.parseInt(releaseDate?.slice(0, 4) ?? '', 10);
  return Number.isFinite(year) ? year : null;
};

/** Spotify's album as the product answers it, every image kept. */
export function albumFromSpotify(
  spotify: SpotifyAlbumSummary | SpotifyAlbum,
  links: { id?: string; catalogId?: string | null; genres?: string[] } = {},
): Album {
  const tracks = 'tracks' in spotify ? spotify.tracks : undefined;
  const complete = tracks && tracks.total > 0 && tracks.items.length === tracks.total;
  return {
    id: links.id ?? spotify.id,
    spotifyId: spotify.id,
    catalogId: links.catalogId ?? null,
    name: spotify.name,
    artists: spotify.artists.map((artist) => ({ name: artist.name })),
    images: spotify.images.map(({ url, width, height }) => ({ url, width, height })),
    external_urls: spotify.external_urls.spotify ? { spotify: spotify.external_urls.spotify } : {},
    release_date: spotify.release_date || null,
    releaseYear: yearOf(spotify.release_date),
    total_tracks: spotify.total_tracks,
    duration_ms: complete ? tracks.items.reduce((sum, track) => sum + track.duration_ms, 0) : null,
    genres: links.genres ?? [],
  };
}

/** An album the product stored, under the id it was asked for. */
export function albumFromRow(row: AlbumRow, id = row.id): Album {
  return {
    id,
    spotifyId: row.spotifyId,
    catalogId: row.catalogId,
    name: row.title,
    artists: row.artists.map((name) => ({ name })),
    images: row.imageUrl ? [{ url: row.imageUrl, width: null, height: null }] : [],
    external_urls: row.spotifyUrl ? { spotify: row.spotifyUrl } : {},
    release_date: row.releaseDate,
    releaseYear: yearOf(row.releaseDate),
    total_tracks: row.totalTracks,
    duration_ms: row.durationMs,
    genres: row.genres,
  };
}

/** A built-in catalog album nobody has stored yet: no provider image, tracks or link. */
export function albumFromCatalog(entry: CatalogAlbum): Album {
  return {
    id: entry.id,
    spotifyId: null,
    catalogId: entry.id,
    name: entry.title,
    artists: (entry.artists?.length ? entry.artists : [entry.artist]).map((name) => ({ name })),
    images: [],
    external_urls: {},
    release_date: entry.year ? String(entry.year) : null,
    releaseYear: entry.year,
    total_tracks: null,
    duration_ms: null,
    genres: entry.genres,
  };
}
