import { addScaled } from '../vectors/vector-math.ts';
import { collectWishes, computeAffinity, type Affinity } from './affinity.ts';
import type { EngineCore } from './engine-core.ts';
import { fitOrder, type FitOrder } from './fit-order.ts';
import { contextFamilies } from './moment-matcher.ts';
import { project } from './projection.ts';
import type { RecommendInput } from './recommend-input.ts';
import { contextPass } from './score-passes.ts';
import type { Source, Understanding } from './understanding.ts';

/** A moment once understood: the same for every listener who describes it the same way. */
export interface MomentReading {
  understanding: Understanding;
  affinity: Affinity;
  /** Unit vector of the moment's wishes in album space, or null. */
  contextVector: Float32Array | null;
  families: ReturnType<typeof contextFamilies>;
  /** Every album's fit with the moment, from its terms. */
  contextFit: Float32Array;
  /** The albums whose fit is above zero, grouped best fit first. */
  byFit: FitOrder;
  /** What in the moment asked for each term, worked out as explanations need it. */
  termSources: Map<number, Source[]>;
}

const KEPT_MOMENTS = 256;

/** Reads the moment (words, hour, weekday) into everything ranking needs from it. */
function readMoment(
  core: EngineCore,
  context: RecommendInput['context'],
  hour: number | undefined,
  weekday: number | undefined,
): MomentReading {
  const { index } = core;
  const understanding = core.reader.read(context, hour, weekday);
  const wishes = collectWishes(understanding);
  const affinity = computeAffinity(
    wishes,
    core.terms,
    core.similarity,
    new Float32Array(core.terms.count),
  );
  const wordSpace = new Float32Array(core.vectors.dims);
  for (const wish of wishes) {
    if (wish.genre) continue;
    const vector = core.vectors.phrase(wish.word);
    if (vector) addScaled(wordSpace, vector, wish.weight);
  }
  const projected = project(index.axes, index.dims, wordSpace);
  const contextFit = new Float32Array(index.count);
  contextPass(index, affinity.byTerm, contextFit);
  return {
    understanding,
    affinity,
    contextVector: projected.some((x) => x !== 0) ? projected : null,
    families: contextFamilies(understanding),
    contextFit,
    byFit: fitOrder(contextFit),
    termSources: new Map(),
  };
}

/**
 * Readings of recent moments, most recently used last. Listeners describe their moments in
 * much the same words ("working", "studying"), and a reading costs more than the rest of a
 * recommendation, so the last few hundred are kept (about 100 KB each for a 12,000-album catalog).
 */
export function momentReadings(core: EngineCore) {
  const kept = new Map<string, MomentReading>();
  return (
    context: RecommendInput['context'],
    hour: number | undefined,
    weekday: number | undefined,
  ): MomentReading => {
    const key = JSON.stringify([context.situation, context.company, context.mood, hour, weekday]);
    const hit = kept.get(key);
    if (hit) {
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
    const reading = readMoment(core, context, hour, weekday);
    if (kept.size >= KEPT_MOMENTS) kept.delete(kept.keys().next().value as string);
    kept.set(key, reading);
    return reading;
  };
}
