import { ALL_MOMENTS } from '../lexicon/all-moments.ts';
import { GENRE_HINT_WEIGHT } from './affinity.ts';
import { familyMask, oppositeMask } from './character-index.ts';
import type { EngineCore } from './engine-core.ts';
import { contextPass } from './score-passes.ts';
import { WEIGHTS } from './score-weights.ts';
import { FAMILY_MATCH, OPPOSITE_MATCH } from './term-similarity.ts';
import { TopPool } from './top-pool.ts';
import type { Understanding } from './understanding.ts';

/**
 * How much of an album's fit is subtracted per unit of hubness. Some albums (warm, melodic,
 * soothing, well loved) come near the top for a little of everything and would be first for
 * many unrelated moments; discounted by how often they do, a closer answer for this moment wins.
 */
const HUB_DISCOUNT = 2;
/** A discounted fit keeps at least this share of itself: a fitting album still fits. */
const KEPT = 0.1;
/** An album is counted near the top of a sample moment when among its best this many. */
const NEAR_TOP = 10;
const ROUNDS = 3;
/** Below this many albums every album is near the top of something: no hubs to speak of. */
const MIN_CATALOG = 500;

/**
 * Every album's hubness, 0–1: the share of a fixed sample of moments (every moment the lexicon
 * names, read as a listener would type it) for which it ranks among the best NEAR_TOP on fit and
 * quality, the k-occurrence of hubness studies. Computed once per catalog, on character families
 * and exact words only (word vectors would cost seconds at boot): that is where an album's knack
 * for fitting everything comes from.
 */
export function hubness(core: EngineCore): Float32Array | null {
  const { index } = core;
  if (index.count < MIN_CATALOG) return null;
  const rows = new CharacterRows(core);
  const byTerm = new Float32Array(core.terms.count);
  const fits = sampleMoments().flatMap((context) => {
    const understanding = core.reader.read(context, undefined, undefined);
    rows.affinity(understanding, byTerm);
    const fit = new Float32Array(index.count);
    contextPass(index, byTerm, fit);
    return fit.some((value) => value > 0) ? [fit] : [];
  });
  const hubs = new Float32Array(index.count);
  if (fits.length === 0) return hubs;
  const fit = new Float32Array(index.count);
  // Discounting the first hubs lets the next ones show: a few rounds find them all.
  for (let round = 0; round < ROUNDS; round += 1) {
    const counts = new Float32Array(index.count);
    for (const raw of fits) {
      fit.set(raw);
      discountHubs(fit, hubs);
      let max = 0;
      for (const value of fit) if (value > max) max = value;
      const inverse = 1 / max;
      const pool = new TopPool(NEAR_TOP);
      for (let a = 0; a < index.count; a += 1) {
        const value = fit[a] as number;
        if (value <= 0) continue;
        const score = value * inverse + WEIGHTS.quality * (index.prior[a] as number);
        if (score > pool.threshold) pool.offer(a, score);
      }
      for (const { album } of pool.sorted()) counts[album] = (counts[album] as number) + 1;
    }
    for (let a = 0; a < index.count; a += 1)
      hubs[a] = (hubs[a] as number) + (counts[a] as number) / fits.length;
  }
  return hubs;
}

/** Every moment the lexicon names on its own, then paired with another (an activity and a mood). */
function sampleMoments(): { situation: string }[] {
  const cues = ALL_MOMENTS.flatMap((entry) => (entry.cues[0] ? [entry.cues[0]] : []));
  const pairs = cues.map((cue, i) => `${cue} ${cues[(i * 7 + 3) % cues.length] as string}`);
  return [...cues, ...pairs].map((situation) => ({ situation }));
}

type Row = [number, number][];

/** Cheap term rows for the sample: character families, exact words and genre names only. */
class CharacterRows {
  private readonly lower: string[];
  private readonly words: string[][];
  private readonly rows = new Map<string, Row>();

  constructor(private readonly core: EngineCore) {
    this.lower = core.terms.text.map((text) => text.toLowerCase());
    this.words = this.lower.map((text) => text.split(/[\s/-]+/));
  }

  word(word: string): Row {
    const key = `w:${word.toLowerCase()}`;
    let row = this.rows.get(key);
    if (row) return row;
    const { terms } = this.core;
    const mask = familyMask(key.slice(2));
    const opposite = oppositeMask(mask);
    row = [];
    for (let t = 0; t < terms.count; t += 1) {
      const families = terms.families[t] as number;
      if (this.lower[t] === key.slice(2)) row.push([t, 1]);
      else if (mask & families) row.push([t, FAMILY_MATCH]);
      else if (opposite & families) row.push([t, OPPOSITE_MATCH]);
    }
    this.rows.set(key, row);
    return row;
  }

  genre(genre: string): Row {
    const key = `g:${genre.toLowerCase()}`;
    let row = this.rows.get(key);
    if (row) return row;
    const name = key.slice(2);
    const wanted = name.split(/[\s/-]+/);
    row = [];
    for (let t = 0; t < this.core.terms.count; t += 1) {
      if (!this.core.terms.isGenre[t]) continue;
      const words = this.words[t] as string[];
      if (this.lower[t] === name) row.push([t, 1]);
      else if (wanted.every((w) => words.includes(w))) row.push([t, 0.85]);
    }
    this.rows.set(key, row);
    return row;
  }

  affinity(understanding: Understanding, out: Float32Array): Float32Array {
    out.fill(0);
    const add = (row: Row, weight: number) => {
      for (const [t, value] of row) out[t] = (out[t] as number) + weight * value;
    };
    for (const { word, weight } of understanding.targets) add(this.word(word), weight);
    for (const { genre, weight } of understanding.genreHints)
      add(this.genre(genre), weight * GENRE_HINT_WEIGHT);
    return out;
  }
}

/** Lowers each album's fit by how much it fits everything anyway. */
export function discountHubs(fit: Float32Array, hubs: Float32Array | null): void {
  if (!hubs) return;
  let max = 0;
  for (const value of fit) if (value > max) max = value;
  if (max <= 0) return;
  const scale = HUB_DISCOUNT * max;
  for (let a = 0; a < fit.length; a += 1) {
    const value = fit[a] as number;
    if (value <= 0) continue;
    fit[a] = Math.max(KEPT * value, value - scale * (hubs[a] as number));
  }
}
