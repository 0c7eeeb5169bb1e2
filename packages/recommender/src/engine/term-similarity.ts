import type { GenreTree } from '../catalog/genre-tree.ts';
import { RecentCache } from '../text/recent-cache.ts';
import type { WordVectors } from '../vectors/word-vectors.ts';
import { familyMask, oppositeMask } from './character-index.ts';
import type { TermTable } from './term-table.ts';

/** Same character family: a strong match even where the vectors are lukewarm. */
export const FAMILY_MATCH = 0.85;
/** Opposite families: "calm" must not reward "aggressive", which vectors place close by. */
export const OPPOSITE_MATCH = -0.35;
/** Cosines below this say only that two words share a topic, not a character. */
export const COSINE_FLOOR = 0.4;
const CACHE_LIMIT = 4096;

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s/-]+/)
    .filter(Boolean);

/** The terms a word answers at all (most answer none), ascending, with how well. */
export interface SparseRow {
  terms: Int32Array;
  values: Float32Array;
  /** The best value in the row: how closely the catalog itself uses the word. */
  best: number;
}

function sparse(row: Float32Array): SparseRow {
  let count = 0;
  for (let t = 0; t < row.length; t += 1) if (row[t] !== 0) count += 1;
  const out = { terms: new Int32Array(count), values: new Float32Array(count), best: 0 };
  let at = 0;
  for (let t = 0; t < row.length; t += 1) {
    if (row[t] === 0) continue;
    out.terms[at] = t;
    out.values[at] = row[t] as number;
    out.best = Math.max(out.best, row[t] as number);
    at += 1;
  }
  return out;
}

/** A row's value for one term (0 when the word does not answer it). */
export function valueAt(row: SparseRow, term: number): number {
  let low = 0;
  let high = row.terms.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const at = row.terms[mid] as number;
    if (at === term) return row.values[mid] as number;
    if (at < term) low = mid + 1;
    else high = mid - 1;
  }
  return 0;
}

/** How well each catalog term answers a wanted word or genre; rows are cached per word. */
export class TermSimilarity {
  // The least recently used rows go: the words most moments use stay read.
  private readonly byWord = new RecentCache<string, SparseRow>(CACHE_LIMIT);
  private readonly byGenre = new RecentCache<string, SparseRow>(CACHE_LIMIT);
  private readonly byAskedGenre = new RecentCache<string, SparseRow>(CACHE_LIMIT);
  private readonly scratch: Float32Array;
  private readonly termWords: string[][];
  /** Each term in lower case, and each genre term's broader genres: read for every new word. */
  private readonly lower: string[];
  private readonly ancestors: (readonly string[])[];

  constructor(
    private readonly terms: TermTable,
    private readonly vectors: WordVectors,
    private readonly genres: GenreTree,
  ) {
    this.termWords = terms.text.map(wordsOf);
    this.lower = terms.text.map((text) => text.toLowerCase());
    this.ancestors = this.lower.map((name, t) => (terms.isGenre[t] ? genres.ancestors(name) : []));
    this.scratch = new Float32Array(terms.count);
  }

  forWord(word: string): SparseRow {
    const key = word.toLowerCase().trim();
    const known = this.byWord.get(key);
    if (known) return known;
    const { terms } = this;
    const row = this.scratch.fill(0);
    const vector = this.vectors.phrase(key);
    const mask = familyMask(key);
    const opposite = oppositeMask(mask);
    const dims = this.vectors.dims;
    for (let t = 0; t < terms.count; t += 1) {
      const families = terms.families[t] as number;
      if (this.lower[t] === key) row[t] = 1;
      else if (mask & families) row[t] = FAMILY_MATCH;
      else if (opposite & families) row[t] = OPPOSITE_MATCH;
      else if (vector && terms.hasVector[t]) {
        let cosine = 0;
        for (let d = 0; d < dims; d += 1) {
          cosine += (vector[d] as number) * (terms.vectors[t * dims + d] as number);
        }
        if (cosine > COSINE_FLOOR) row[t] = (cosine - COSINE_FLOOR) / (1 - COSINE_FLOOR);
      }
    }
    return this.byWord.set(key, sparse(row));
  }

  /** Genre terms that belong to a genre family: by name, by the genre tree, then by vectors. */
  forGenre(genre: string): SparseRow {
    return this.genreRow(genre, this.byGenre, false);
  }

  /**
   * As forGenre, for a genre the listener asked for by name: where the genre tree places both
   * genres it decides ("hill country blues" shares a word with "country" but is a blues); words
   * decide only for genres the tree does not know.
   */
  forAskedGenre(genre: string): SparseRow {
    return this.genreRow(genre, this.byAskedGenre, true);
  }

  private genreRow(
    genre: string,
    cache: RecentCache<string, SparseRow>,
    treeFirst: boolean,
  ): SparseRow {
    const key = genre.toLowerCase().trim();
    const known = cache.get(key);
    if (known) return known;
    const { terms } = this;
    const row = this.scratch.fill(0);
    const hintWords = wordsOf(key);
    const vector = this.vectors.phrase(key);
    const dims = this.vectors.dims;
    const keyInTree = treeFirst && this.genres.knows(key);
    for (let t = 0; t < terms.count; t += 1) {
      if (!terms.isGenre[t]) continue;
      const name = this.lower[t] as string;
      const words = this.termWords[t] as string[];
      const ancestors = this.ancestors[t] as readonly string[];
      const treePlacesBoth = keyInTree && ancestors.length > 0;
      if (name === key) row[t] = 1;
      else if (!treePlacesBoth && hintWords.every((w) => words.includes(w))) row[t] = 0.85;
      else if (ancestors.includes(key)) row[t] = 0.75;
      else if (vector && terms.hasVector[t]) {
        let cosine = 0;
        for (let d = 0; d < dims; d += 1) {
          cosine += (vector[d] as number) * (terms.vectors[t * dims + d] as number);
        }
        if (cosine > 0.55) row[t] = (0.7 * (cosine - 0.55)) / 0.45;
      }
    }
    return cache.set(key, sparse(row));
  }
}
