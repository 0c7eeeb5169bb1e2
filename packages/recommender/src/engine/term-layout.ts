import type { CatalogAlbum } from '../catalog/catalog-album.ts';
import type { TermTable } from './term-table.ts';

const MAX_DESCRIPTORS = 24;
const MAX_GENRES = 8;
/**
 * An album described in three words matches a moment wanting those words perfectly, yet we know
 * less about it than about one described in twelve: its fit is normalised as if it had at least
 * this much term weight (about ten descriptors and its genres), so short lists do not win alone.
 */
const FEWEST_TERMS = 8;

export const descriptorWeight = (position: number) => 1 / (1 + 0.12 * position);
export const genreWeight = (position: number, primary: boolean) =>
  (primary ? 0.6 : 0.3) / (1 + 0.3 * position);

/** Each album's terms in flat arrays: descriptors first (the first ones weigh most), genres. */
export type TermLayout = ReturnType<typeof layoutTerms>;

export function layoutTerms(albums: readonly CatalogAlbum[], terms: TermTable) {
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
    termNorm[a] = total > 0 ? 1 / Math.sqrt(Math.max(total, FEWEST_TERMS)) : 0;
  }
  termStart[albums.length] = ids.length;
  return {
    termStart,
    termIds: Int32Array.from(ids),
    termWeights: Float32Array.from(weights),
    termNorm,
  };
}
