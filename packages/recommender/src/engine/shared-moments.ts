import type { EngineCore } from './engine-core.ts';
import type { Understanding } from './understanding.ts';

/** Moments shared with a room of people, where a record many of them know plays best. */
const SHARED_MOMENTS = [
  'friends',
  'parents',
  'elders',
  'kids',
  'colleagues',
  'crowd',
  'celebrate',
  'wedding',
  'birthday',
  'christmas',
  'game-night',
  'sports',
  'little-ones',
  'campfire',
  'party',
];
/** A moment read at least this strongly was named, not guessed from a word near it. */
const NAMED = 0.6;
/**
 * What the least known album keeps of its fit in company: enough that a record that fits clearly
 * better still wins, little enough that among close fits the family knows the one they hear.
 */
const UNKNOWN_KEEPS = 0.8;

/**
 * Leans a shared moment toward widely known records. Returns the best fit after (0 when none is
 * above), or false when the moment is not shared and the fit is as it was.
 */
export function leanKnownInCompany(
  core: EngineCore,
  understanding: Understanding,
  fit: Float32Array,
): number | false {
  if (!SHARED_MOMENTS.some((id) => (understanding.moments.get(id) ?? 0) >= NAMED)) return false;
  const { known } = core.index;
  let best = 0;
  for (let a = 0; a < fit.length; a += 1) {
    fit[a] = (fit[a] as number) * (UNKNOWN_KEEPS + (1 - UNKNOWN_KEEPS) * (known[a] as number));
    const stored = fit[a] as number;
    if (stored > best) best = stored;
  }
  return best;
}
