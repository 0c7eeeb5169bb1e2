import type { EngineCore } from './engine-core.ts';

/**
 * An explicit ask lifts an album in kind by this share of the moment's best fit, and an album
 * not in kind keeps only ASK_MISS of its fit: every album in kind ranks above every album not.
 */
const ASK_PULL = 1;
const ASK_MISS = 0.3;
/** What the rest of the moment counts for among albums in kind (the ask itself is in the pull). */
const ASK_HIT = 0.6;
/**
 * Share of the pull that goes by how loved and well rated the album is: asked plainly for jazz,
 * a well-loved jazz record is the safe answer, and still every album in kind (its pull at least
 * 0.6 × 0.75 of the best fit) ranks above every album not (at most 0.3 of it).
 */
const ASK_LOVED = 0.6;
/** At or above this an album is of the kind asked for (see ask-fit.ts). */
const IN_KIND = 0.75;
const NEAR_KIND = 0.3;
/** Where an unrated album stands among the catalog's loved records, for an ask's pull. */
const UNRATED_PRIOR = 0.5;

/**
 * Lifts the albums of the kind asked for above every album not of it (the rest of the moment
 * ranks them among themselves); `unvouched`, where the moment rules records out, the albums whose
 * lack of descriptors keeps how loved they are from counting.
 */
export function pullAsks(
  contextFit: Float32Array,
  ask: Float32Array,
  prior: Float32Array,
  maxPrior: number,
  unvouched: EngineCore['index']['albums'] | null,
) {
  let max = 0;
  for (const value of contextFit) if (value > max) max = value;
  const lift = ASK_PULL * (max > 0 ? max : 1);
  const loved = maxPrior > 0 ? ASK_LOVED / maxPrior : 0;
  for (let a = 0; a < contextFit.length; a += 1) {
    // Only a genre in kind (named, or under it in the genre tree) gets the full pull; one merely
    // near it in word vectors gets a little, so it never outranks a record of the kind asked.
    const raw = ask[a] as number;
    const kind = raw >= IN_KIND ? raw : raw * NEAR_KIND;
    const base = Math.max(0, contextFit[a] as number);
    // A record nobody has rated yet (a chart or award entry) is not a badly loved one: it counts
    // as middling, so a plain ask for gospel reaches the gospel records the catalog has.
    const vouched = !unvouched || (unvouched[a]?.descriptors.length ?? 0) > 0;
    const known =
      vouched && (prior[a] as number) > 0 ? (prior[a] as number) : maxPrior * UNRATED_PRIOR;
    const pull = lift * kind * (1 - ASK_LOVED + loved * known);
    contextFit[a] = base * (ASK_MISS + (ASK_HIT - ASK_MISS) * kind) + pull;
  }
}

/** How much of its fit the least known album keeps when the listener asks for hits. */
const UNKNOWN_KEEPS = 0.45;

/**
 * "80s hits", "crowd-pleasers": among records that fit, the ones most listeners know come first
 * (rated by many, or long on the charts).
 */
/** What the best-known records keep of their fit when deep cuts are asked for ("no big hits"). */
const KNOWN_KEEPS = 0.4;

/** "90s trip hop, no big hits": the less a record is known, the more of its fit it keeps. */
export function favourLessKnown(fit: Float32Array, known: Float32Array) {
  for (let a = 0; a < fit.length; a += 1)
    fit[a] = (fit[a] as number) * (1 - (1 - KNOWN_KEEPS) * (known[a] as number));
}

export function favourKnown(fit: Float32Array, known: Float32Array) {
  let best = 0;
  for (const value of fit) if (value > best) best = value;
  // "Some hits" and nothing else: how widely known a record is is the whole fit.
  if (best <= 0) fit.set(known);
  else
    for (let a = 0; a < fit.length; a += 1)
      fit[a] = (fit[a] as number) * (UNKNOWN_KEEPS + (1 - UNKNOWN_KEEPS) * (known[a] as number));
}
