import { valueAt, type TermSimilarity } from './term-similarity.ts';
import type { TermTable } from './term-table.ts';
import type { Source, Understanding } from './understanding.ts';

/** How much a genre the moment suggests counts beside the character words. */
export const GENRE_HINT_WEIGHT = 0.5;

/** One wanted (or unwanted) word with its summed weight and every source that asked for it. */
export interface WordWish {
  word: string;
  weight: number;
  sources: { source: Source; weight: number }[];
  genre: boolean;
}

/** The moment's wishes and how much each catalog term answers them. */
export interface Affinity {
  wishes: WordWish[];
  /** Per term: summed weight × similarity over all wishes. */
  byTerm: Float32Array;
}

export function collectWishes(understanding: Understanding): WordWish[] {
  const byKey = new Map<string, WordWish>();
  const add = (word: string, weight: number, source: Source, genre: boolean) => {
    const key = `${genre ? 'g' : 'w'}:${word.toLowerCase()}`;
    let wish = byKey.get(key);
    if (!wish) byKey.set(key, (wish = { word, weight: 0, sources: [], genre }));
    wish.weight += weight;
    wish.sources.push({ source, weight });
  };
  for (const target of understanding.targets) add(target.word, target.weight, target.source, false);
  for (const hint of understanding.genreHints)
    add(hint.genre, hint.weight * GENRE_HINT_WEIGHT, hint.source, true);
  return [...byKey.values()].filter((wish) => Math.abs(wish.weight) > 1e-6);
}

export function computeAffinity(
  wishes: WordWish[],
  terms: TermTable,
  similarity: TermSimilarity,
  out: Float32Array,
): Affinity {
  out.fill(0, 0, terms.count);
  for (const wish of wishes) {
    const row = wish.genre ? similarity.forGenre(wish.word) : similarity.forWord(wish.word);
    const weight = wish.weight;
    for (let i = 0; i < row.terms.length; i += 1) {
      const t = row.terms[i] as number;
      out[t] = (out[t] as number) + weight * (row.values[i] as number);
    }
  }
  return { wishes, byTerm: out };
}

/** The wish that did most for a term, for explanations: its source and its share. */
export function strongestWish(
  wishes: WordWish[],
  term: number,
  similarity: TermSimilarity,
): { wish: WordWish; source: Source; contribution: number } | undefined {
  let best: { wish: WordWish; source: Source; contribution: number } | undefined;
  for (const wish of wishes) {
    const row = wish.genre ? similarity.forGenre(wish.word) : similarity.forWord(wish.word);
    const s = valueAt(row, term);
    for (const { source, weight } of wish.sources) {
      const contribution = weight * s;
      if (!best || contribution > best.contribution) best = { wish, source, contribution };
    }
  }
  return best && best.contribution > 0 ? best : undefined;
}
