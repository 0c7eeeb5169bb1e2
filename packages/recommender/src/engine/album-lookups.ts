import type { CatalogAlbum } from '../catalog/catalog-album.ts';
import { artistKey, titleKey } from '../text/name-key.ts';

export function artistNames(album: CatalogAlbum): string[] {
  return album.artists && album.artists.length > 0 ? album.artists : [album.artist];
}

/** Artist ids per album, and the maps that find an album by id (or alias), Spotify id or name. */
export function lookups(albums: readonly CatalogAlbum[]) {
  const artistStart = new Int32Array(albums.length + 1);
  const artistIds: number[] = [];
  const artistIdByKey = new Map<string, number>();
  const byId = new Map<string, number>();
  const bySpotifyId = new Map<string, number>();
  const byArtistTitle = new Map<string, number>();
  for (let a = 0; a < albums.length; a += 1) {
    const album = albums[a] as CatalogAlbum;
    artistStart[a] = artistIds.length;
    for (const name of artistNames(album)) {
      const key = artistKey(name);
      if (!artistIdByKey.has(key)) artistIdByKey.set(key, artistIdByKey.size);
      artistIds.push(artistIdByKey.get(key) as number);
    }
    if (!byId.has(album.id)) byId.set(album.id, a);
    if (album.spotifyId && !bySpotifyId.has(album.spotifyId)) bySpotifyId.set(album.spotifyId, a);
    const key = `${artistKey(album.artist)}|${titleKey(album.title)}`;
    if (!byArtistTitle.has(key)) byArtistTitle.set(key, a);
  }
  artistStart[albums.length] = artistIds.length;
  // After every real id, so an alias never takes the place of an album's own id.
  for (let a = 0; a < albums.length; a += 1)
    for (const alias of albums[a]?.aliases ?? []) if (!byId.has(alias)) byId.set(alias, a);
  return {
    artistStart,
    artistIds: Int32Array.from(artistIds),
    artistIdByKey,
    byId,
    bySpotifyId,
    byArtistTitle,
  };
}

export function priors(albums: readonly CatalogAlbum[]): Float32Array {
  const maxCount = albums.reduce((max, album) => Math.max(max, album.rating?.count ?? 0), 0);
  return Float32Array.from(albums, (album) => {
    const popularity =
      maxCount > 0 ? Math.log1p(album.rating?.count ?? 0) / Math.log1p(maxCount) : 0;
    const average =
      album.rating?.average ?? (album.criticScore !== undefined ? album.criticScore / 10 : 6.5);
    const rating = Math.min(1, Math.max(0, (average - 6) / 3));
    return 0.6 * popularity + 0.4 * rating;
  });
}

/**
 * 0–1: how widely known an album is. Chart weeks say it best where the catalog has them (a hit is
 * what the wide public bought and played, not what enthusiasts rated most); ratings count too, and
 * alone in a catalog without chart runs.
 */
export function knownness(albums: readonly CatalogAlbum[]): Float32Array {
  const maxCount = albums.reduce((max, album) => Math.max(max, album.rating?.count ?? 0), 0);
  const maxWeeks = albums.reduce((max, album) => Math.max(max, album.chart?.weeks ?? 0), 0);
  return Float32Array.from(albums, (album) => {
    const rated = maxCount > 0 ? Math.log1p(album.rating?.count ?? 0) / Math.log1p(maxCount) : 0;
    if (maxWeeks === 0) return rated;
    const charted = Math.log1p(album.chart?.weeks ?? 0) / Math.log1p(maxWeeks);
    return CHARTS_SAY * charted + (1 - CHARTS_SAY) * rated;
  });
}

/** How much of an album's knownness its chart run decides, where the catalog has chart runs. */
const CHARTS_SAY = 0.7;
