import type { CatalogAlbum } from '../catalog/catalog-album.ts';
import { knownness, lookups, priors } from './album-lookups.ts';
import { albumVectors } from './album-vectors.ts';
import { layoutTerms } from './term-layout.ts';
import type { TermTable } from './term-table.ts';

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
  /** The highest `prior` of any album. */
  maxPrior: number;
  /** 0–1: how widely known an album is (ratings or chart weeks), for asks for hits. */
  known: Float32Array;
  year: Int16Array;
  /** Artist ids per album (flat, with `artistStart`), for the listener's artists. */
  artistStart: Int32Array;
  artistIds: Int32Array;
  artistIdByKey: Map<string, number>;
  byId: Map<string, number>;
  bySpotifyId: Map<string, number>;
  byArtistTitle: Map<string, number>;
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
  const prior = priors(albums);
  return {
    albums,
    count,
    ...vectors,
    ...layout,
    prior,
    maxPrior: prior.reduce((max, value) => Math.max(max, value), 0),
    known: knownness(albums),
    year: Int16Array.from(albums, (album) => album.year ?? 0),
    ...lookups(albums),
  };
}
