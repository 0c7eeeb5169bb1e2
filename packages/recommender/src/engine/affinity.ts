import { valueAt, type SparseRow, type TermSimilarity } from './term-similarity.ts';
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
  /** Each wish's row of term similarities, in the order of `wishes`. */
  rows: SparseRow[];
}

export function collectWishes(understanding: Understanding): WordWish[] {
  // Words first, then genres: a map each keeps that order without a key per wish.
  const words = new Map<string, WordWish>();
  const genres = new Map<string, WordWish>();
  const add = (word: string, weight: number, source: Source, genre: boolean) => {
    const byKey = genre ? genres : words;
    const key = word.toLowerCase();
    let wish = byKey.get(key);
    if (!wish) byKey.set(key, (wish = { word, weight: 0, sources: [], genre }));
    wish.weight += weight;
    wish.sources.push({ source, weight });
  };
  for (const target of understanding.targets) add(target.word, target.weight, target.source, false);
  for (const hint of understanding.genreHints)
    add(hint.genre, hint.weight * GENRE_HINT_WEIGHT, hint.source, true);
  const wishes: WordWish[] = [];
  for (const byKey of [words, genres])
    for (const wish of byKey.values()) if (Math.abs(wish.weight) > 1e-6) wishes.push(wish);
  return wishes;
}

export function computeAffinity(
  wishes: WordWish[],
  terms: TermTable,
  similarity: TermSimilarity,
  out: Float32Array,
): Affinity {
  out.fill(0, 0, terms.count);
  const rows: SparseRow[] = [];
  for (const wish of wishes) {
    const row = wish.genre ? similarity.forGenre(wish.word) : similarity.forWord(wish.word);
    rows.push(row);
    const weight = wish.weight;
    for (let i = 0; i < row.terms.length; i += 1) {
      const t = row.terms[i] as number;
      out[t] = (out[t] as number) + weight * (row.values[i] as number);
    }
  }
  return { wishes, byTerm: out, rows };
}

/** The sources that did most for a term, strongest first: all within `share` of the best. */
export function termSources(affinity: Affinity, term: number, share = 0.35): Source[] {
  const bySource = new Map<Source, number>();
  const { wishes, rows } = affinity;
  for (let i = 0; i < wishes.length; i += 1) {
    const wish = wishes[i] as WordWish;
    const s = valueAt(rows[i] as SparseRow, term);
    if (s <= 0) continue;
    for (const { source, weight } of wish.sources) {
      if (weight > 0) bySource.set(source, (bySource.get(source) ?? 0) + weight * s);
    }
  }
  const ranked = [...bySource].sort((a, b) => b[1] - a[1]);
  const best = ranked[0]?.[1] ?? 0;
  return ranked.filter(([, value]) => value >= share * best).map(([source]) => source);
}
