import { loadBuiltInCatalog } from '../catalog/load-catalog.ts';
import { ALL_MOMENTS } from '../lexicon/all-moments.ts';
import { createBuiltInEngine } from '../load/built-in-engine.ts';
import { loadBuiltInWordVectors } from '../vectors/load-word-vectors.ts';
import { LexiconMatcher } from './lexicon-matcher.ts';
import type { Recommendation } from './recommend-input.ts';
import { ContextReader } from './understand-context.ts';

// For tests: what the built-in engine picks for a moment, and what it read into one.
const engine = createBuiltInEngine();
const catalog = new Map(loadBuiltInCatalog().map((album) => [album.id, album]));
const vectors = loadBuiltInWordVectors();
const reader = new ContextReader(new LexiconMatcher(ALL_MOMENTS, vectors), vectors);

/** The first pick for a moment at this hour and seed, for a listener with no records. */
export const firstPickAt =
  (hour: number, seed: number) =>
  (situation: string, company = '', mood = ''): Recommendation => {
    const [pick] = engine.recommend({
      context: { situation, company, mood },
      wantNew: 'your_choice',
      hour,
      seed,
    });
    if (!pick) throw new Error('no pick');
    return pick;
  };

/** The lexicon moments read into a moment's words. */
export const momentsOf = (situation: string, company = '', mood = '') => [
  ...reader.read({ situation, company, mood }, undefined, undefined).moments.keys(),
];

export const descriptorsOf = (pick: Recommendation) =>
  (catalog.get(pick.album.id)?.descriptors ?? []).map((word) => word.toLowerCase());
export const genresOf = (pick: Recommendation) =>
  (catalog.get(pick.album.id)?.genres ?? []).map((genre) => genre.toLowerCase());
