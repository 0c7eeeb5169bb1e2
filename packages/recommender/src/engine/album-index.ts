import type { CatalogAlbum } from '../catalog/catalog-album.ts';
import { artistKey, titleKey } from '../text/name-key.ts';
import { normalise } from '../vectors/vector-math.ts';
import { ALBUM_DIMS, principalAxes, project } from './projection.ts';
import type { TermTable } from './term-table.ts';

const MAX_DESCRIPTORS = 24;
const MAX_GENRES = 8;
const PCA_SAMPLE = 1500;

/** A catalog laid out for fast scoring: terms per album in flat typed arrays, one vector each. */
export interface AlbumIndex {
  albums: readonly CatalogAlbum[];
  count: number;
  /** Dimensions of album vectors (principal axes of the catalog). */
  dims: number;
  /** `dims × word dimensions`: projects a word-space vector into album space. */
  axes: Float32Array;
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

function layoutTerms(albums: readonly CatalogAlbum[], terms: TermTable) {
  const termStart = new Int32Array(albums.length + 1);
  const ids: number[] = [];
  const weights: number[] = [];
  const termNorm = new Float32Array(albums.length);
  const seen = new Set<number>();
  for (let a = 0; a < albums.length; a += 1) {
    const album = albums[a] as CatalogAlbum;
    termStart[a] = ids.length;
    seen.clear();
    let total = 0;
    const push = (term: number | undefined, weight: number) => {
      if (term === undefined || seen.has(term)) return;
      seen.add(term);
      ids.push(term);
      weights.push(weight);
      total += weight;
    };
    const descriptors = album.descriptors;
    for (let i = 0; i < Math.min(MAX_DESCRIPTORS, descriptors.length); i += 1) {
      push(terms.idOf('descriptor', descriptors[i] as string), descriptorWeight(i));
    }
    const primaryCount = album.primaryGenreCount ?? album.genres.length;
    for (let i = 0; i < Math.min(MAX_GENRES, album.genres.length); i += 1) {
      const primary = i < primaryCount;
      push(
        terms.idOf('genre', album.genres[i] as string),
        genreWeight(primary ? i : i - primaryCount, primary),
      );
    }
    termNorm[a] = total > 0 ? 1 / Math.sqrt(total) : 0;
  }
  termStart[albums.length] = ids.length;
  return {
    termStart,
    termIds: Int32Array.from(ids),
    termWeights: Float32Array.from(weights),
    termNorm,
  };
}

/** An album's weighted sum of term vectors, in whatever space `vectors` (per term) live. */
function sumTerms(
  a: number,
  layout: ReturnType<typeof layoutTerms>,
  vectors: Float32Array,
  hasVector: Uint8Array,
  dims: number,
  out: Float32Array,
) {
  const { termStart, termIds, termWeights } = layout;
  out.fill(0);
  for (let k = termStart[a] as number; k < (termStart[a + 1] as number); k += 1) {
    const t = termIds[k] as number;
    if (!hasVector[t]) continue;
    const w = termWeights[k] as number;
    const from = t * dims;
    for (let d = 0; d < dims; d += 1)
      out[d] = (out[d] as number) + w * (vectors[from + d] as number);
  }
}

/**
 * Album vectors in a few dimensions: the catalog's principal axes are found on a sample of
 * full-size album vectors, then every album is summed from its terms' projections, centred on
 * the catalog (every album shares "male vocals"-like common ground) and scaled to unit length.
 */
function albumVectors(
  count: number,
  layout: ReturnType<typeof layoutTerms>,
  terms: TermTable,
  wordDims: number,
) {
  const dims = Math.max(4, Math.min(ALBUM_DIMS, wordDims - (wordDims % 4)));
  const step = Math.max(1, Math.floor(count / PCA_SAMPLE));
  const sampleCount = Math.ceil(count / step);
  const sample = new Float32Array(sampleCount * wordDims);
  for (let s = 0; s < sampleCount; s += 1) {
    const row = sample.subarray(s * wordDims, (s + 1) * wordDims);
    sumTerms(s * step, layout, terms.vectors, terms.hasVector, wordDims, row);
    normalise(row);
  }
  const axes = principalAxes(sample, sampleCount, wordDims, dims);
  const termVectors = new Float32Array(terms.count * dims);
  for (let t = 0; t < terms.count; t += 1) {
    if (!terms.hasVector[t]) continue;
    const row = termVectors.subarray(t * dims, (t + 1) * dims);
    project(axes, dims, terms.vectors.subarray(t * wordDims, (t + 1) * wordDims), row, false);
  }
  const dense = new Float32Array(count * dims);
  const mean = new Float64Array(dims);
  for (let a = 0; a < count; a += 1) {
    const row = dense.subarray(a * dims, (a + 1) * dims);
    sumTerms(a, layout, termVectors, terms.hasVector, dims, row);
    if (normalise(row))
      for (let d = 0; d < dims; d += 1) mean[d] = (mean[d] as number) + (row[d] as number);
  }
  for (let d = 0; d < dims; d += 1) mean[d] = (mean[d] as number) / Math.max(1, count);
  for (let a = 0; a < count; a += 1) {
    const row = dense.subarray(a * dims, (a + 1) * dims);
    if (row.every((x) => x === 0)) continue;
    for (let d = 0; d < dims; d += 1) row[d] = (row[d] as number) - (mean[d] as number);
    normalise(row);
  }
  return { dims, axes, dense };
}

function lookups(albums: readonly CatalogAlbum[]) {
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
  return {
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

export function buildAlbumIndex(
  albums: readonly CatalogAlbum[],
  terms: TermTable,
  /** Dimensions of the word vectors; albums end up in ALBUM_DIMS. */
  wordDims: number,
): AlbumIndex {
  const count = albums.length;
  const layout = layoutTerms(albums, terms);
  const vectors = albumVectors(count, layout, terms, wordDims);
  return {
    albums,
    count,
    ...vectors,
    ...layout,
    prior: priors(albums),
    year: Int16Array.from(albums, (album) => album.year ?? 0),
    ...lookups(albums),
  };
}
