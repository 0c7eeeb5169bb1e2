import type { CatalogAlbum } from '../catalog/catalog-album.ts';
import { artistKey, titleKey } from '../text/name-key.ts';
import { normalise } from '../vectors/vector-math.ts';
import type { TermTable } from './term-table.ts';

const MAX_DESCRIPTORS = 24;
const MAX_GENRES = 8;

/** A catalog laid out for fast scoring: terms per album in flat typed arrays, one vector each. */
export interface AlbumIndex {
  albums: readonly CatalogAlbum[];
  count: number;
  dims: number;
  termStart: Int32Array;
  termIds: Int32Array;
  termWeights: Float32Array;
  /** Divides an album's summed term fit, so long descriptor lists do not win by length. */
  termNorm: Float32Array;
  /** `count × dims` unit vectors of what each album sounds like, centred on the catalog. */
  dense: Float32Array;
  /** 0–1: how loved and well rated an album is, a tie-breaker that ignores the moment. */
  prior: Float32Array;
  year: Int16Array;
  /** Artist ids per album (flat, with `artistStart`), for the listener's artists. */
  artistStart: Int32Array;
  artistIds: Int32Array;
  artistIdByKey: Map<string, number>;
  byId: Map<string, number>;
  bySpotifyId: Map<string, number>;
  byArtistTitle: Map<string, number>;
}

export const descriptorWeight = (position: number) => 1 / (1 + 0.12 * position);
export const genreWeight = (position: number, primary: boolean) =>
  (primary ? 0.6 : 0.3) / (1 + 0.3 * position);

export function artistNames(album: CatalogAlbum): string[] {
  return album.artists && album.artists.length > 0 ? album.artists : [album.artist];
}

export function buildAlbumIndex(
  albums: readonly CatalogAlbum[],
  terms: TermTable,
  dims: number,
): AlbumIndex {
  const count = albums.length;
  const termStart = new Int32Array(count + 1);
  const ids: number[] = [];
  const weights: number[] = [];
  const termNorm = new Float32Array(count);
  const dense = new Float32Array(count * dims);
  const mean = new Float32Array(dims);
  const artistStart = new Int32Array(count + 1);
  const artistIds: number[] = [];
  const artistIdByKey = new Map<string, number>();
  const byId = new Map<string, number>();
  const bySpotifyId = new Map<string, number>();
  const byArtistTitle = new Map<string, number>();
  albums.forEach((album, a) => {
    termStart[a] = ids.length;
    const seen = new Set<number>();
    const push = (term: number | undefined, weight: number) => {
      if (term === undefined || seen.has(term)) return;
      seen.add(term);
      ids.push(term);
      weights.push(weight);
    };
    album.descriptors
      .slice(0, MAX_DESCRIPTORS)
      .forEach((d, i) => push(terms.idOf('descriptor', d), descriptorWeight(i)));
    const primaryCount = album.primaryGenreCount ?? album.genres.length;
    album.genres.slice(0, MAX_GENRES).forEach((g, i) => {
      const primary = i < primaryCount;
      push(terms.idOf('genre', g), genreWeight(primary ? i : i - primaryCount, primary));
    });
    let total = 0;
    for (let k = termStart[a] as number; k < ids.length; k += 1) {
      const t = ids[k] as number;
      const w = weights[k] as number;
      total += w;
      if (!terms.hasVector[t]) continue;
      for (let d = 0; d < dims; d += 1) {
        const at = a * dims + d;
        dense[at] = (dense[at] as number) + w * (terms.vectors[t * dims + d] as number);
      }
    }
    termNorm[a] = total > 0 ? 1 / Math.sqrt(total) : 0;
    const row = dense.subarray(a * dims, (a + 1) * dims);
    if (normalise(row))
      for (let d = 0; d < dims; d += 1) mean[d] = (mean[d] as number) + (row[d] as number);
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
  });
  termStart[count] = ids.length;
  artistStart[count] = artistIds.length;
  // Centring: every album shares "male vocals"-like common ground that would make all alike.
  for (let d = 0; d < dims; d += 1) mean[d] = (mean[d] as number) / Math.max(1, count);
  for (let a = 0; a < count; a += 1) {
    const row = dense.subarray(a * dims, (a + 1) * dims);
    if (row.every((x) => x === 0)) continue;
    for (let d = 0; d < dims; d += 1) row[d] = (row[d] as number) - (mean[d] as number);
    normalise(row);
  }
  return {
    albums,
    count,
    dims,
    termStart,
    termIds: Int32Array.from(ids),
    termWeights: Float32Array.from(weights),
    termNorm,
    dense,
    prior: priors(albums),
    year: Int16Array.from(albums, (album) => album.year ?? 0),
    artistStart,
    artistIds: Int32Array.from(artistIds),
    artistIdByKey,
    byId,
    bySpotifyId,
    byArtistTitle,
  };
}

function priors(albums: readonly CatalogAlbum[]): Float32Array {
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
