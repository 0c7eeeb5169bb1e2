import type { GenreTree } from '../catalog/genre-tree.ts';
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

/** How well each catalog term answers a wanted word or genre; rows are cached per word. */
export class TermSimilarity {
  private readonly byWord = new Map<string, Float32Array>();
  private readonly byGenre = new Map<string, Float32Array>();
  private readonly termWords: string[][];

  constructor(
    private readonly terms: TermTable,
    private readonly vectors: WordVectors,
    private readonly genres: GenreTree,
  ) {
    this.termWords = terms.text.map(wordsOf);
  }

  forWord(word: string): Float32Array {
    const key = word.toLowerCase().trim();
    let row = this.byWord.get(key);
    if (row) return row;
    const { terms } = this;
    row = new Float32Array(terms.count);
    const vector = this.vectors.phrase(key);
    const mask = familyMask(key);
    const opposite = oppositeMask(mask);
    const dims = this.vectors.dims;
    for (let t = 0; t < terms.count; t += 1) {
      const families = terms.families[t] as number;
      if (terms.text[t]?.toLowerCase() === key) row[t] = 1;
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
    return this.remember(this.byWord, key, row);
  }

  /** Genre terms that belong to a genre family: by name, by the genre tree, then by vectors. */
  forGenre(genre: string): Float32Array {
    const key = genre.toLowerCase().trim();
    let row = this.byGenre.get(key);
    if (row) return row;
    const { terms } = this;
    row = new Float32Array(terms.count);
    const hintWords = wordsOf(key);
    const vector = this.vectors.phrase(key);
    const dims = this.vectors.dims;
    for (let t = 0; t < terms.count; t += 1) {
      if (!terms.isGenre[t]) continue;
      const name = (terms.text[t] as string).toLowerCase();
      const words = this.termWords[t] as string[];
      if (name === key) row[t] = 1;
      else if (hintWords.every((w) => words.includes(w))) row[t] = 0.85;
      else if (this.genres.ancestors(name).includes(key)) row[t] = 0.75;
      else if (vector && terms.hasVector[t]) {
        let cosine = 0;
        for (let d = 0; d < dims; d += 1) {
          cosine += (vector[d] as number) * (terms.vectors[t * dims + d] as number);
        }
        if (cosine > 0.55) row[t] = (0.7 * (cosine - 0.55)) / 0.45;
      }
    }
    return this.remember(this.byGenre, key, row);
  }

  private remember(cache: Map<string, Float32Array>, key: string, row: Float32Array) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, row);
    return row;
  }
}
