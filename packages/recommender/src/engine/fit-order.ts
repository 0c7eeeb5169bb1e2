/**
 * The albums that fit a moment at all, grouped from best fit to worst: group `g` holds
 * `albums[start[g]..start[g + 1])` in album order, and none of them fits better than `top[g]`.
 * Grouping (a counting sort) costs one pass where a full sort would cost far more, and ranking
 * only needs to know when no later album can fit better than some value.
 *
 * Ranking seldom looks past the best groups, so only the first `held` groups are filled at
 * first; `holdGroup` fills the rest the first time a later group is asked for.
 */
export interface FitOrder {
  albums: Int32Array;
  start: Int32Array;
  top: Float32Array;
  /** Groups `0..held` are filled; later ones are empty until `holdGroup` fills them. */
  held: number;
  /** The fits grouped, and the best of them. */
  fit: Float32Array;
  best: number;
}

export const GROUPS = 64;
/** Groups filled at first: albums with at least half the best fit, deeper than ranking goes. */
const FIRST_GROUPS = 32;

/** Reused by every call (the engine is synchronous): each fitting album's group, in album order. */
let groupOf = new Uint8Array(0);
let fittingAlbums = new Int32Array(0);

/**
 * `best`: the highest fit (0 when none is above), when the caller knows it. `first`: how many of
 * the best groups to fill now.
 */
export function fitOrder(fit: Float32Array, best?: number, first = FIRST_GROUPS): FitOrder {
  let max = best ?? 0;
  if (best === undefined) {
    for (let a = 0; a < fit.length; a += 1) {
      const value = fit[a] as number;
      if (value > max) max = value;
    }
  }
  const order: FitOrder = {
    albums: new Int32Array(0),
    start: new Int32Array(GROUPS + 1),
    top: new Float32Array(GROUPS),
    held: 0,
    fit,
    best: max,
  };
  fill(order, Math.min(GROUPS, Math.max(1, first)));
  return order;
}

/** Makes sure group `g` is filled (all groups are, once any group past the first ones is). */
export function holdGroup(order: FitOrder, g: number): void {
  if (g >= order.held) fill(order, GROUPS);
}

function fill(order: FitOrder, held: number) {
  const { fit, best: max } = order;
  const count = fit.length;
  if (groupOf.length < count) {
    groupOf = new Uint8Array(count);
    fittingAlbums = new Int32Array(count);
  }
  // Locals, so the loops below read no module binding per album.
  const groups = groupOf;
  const candidates = fittingAlbums;
  const start = new Int32Array(GROUPS + 1);
  const top = new Float32Array(GROUPS);
  // An album below the cut falls in a group past `held`; the cut leaves a group's room for rounding.
  const cut = held >= GROUPS ? 0 : max * ((GROUPS - held - 1) / GROUPS);
  // Fits fall above and below the cut in no order a branch predictor could learn: every album is
  // written down and only those at or above the least fit kept (`+` counts without a branch).
  const least = cut > 0 ? cut : Number.MIN_VALUE;
  let found = 0;
  for (let a = 0; a < count; a += 1) {
    candidates[found] = a;
    found += +((fit[a] as number) >= least);
  }
  let fitting = 0;
  for (let i = 0; i < found; i += 1) {
    const a = candidates[i] as number;
    const value = fit[a] as number;
    const group = GROUPS - 1 - Math.min(GROUPS - 1, Math.floor((value / max) * GROUPS));
    if (group >= held) continue;
    groups[fitting] = group;
    candidates[fitting] = a;
    fitting += 1;
    start[group + 1] = (start[group + 1] as number) + 1;
    if (value > (top[group] as number)) top[group] = value;
  }
  for (let g = 0; g < GROUPS; g += 1)
    start[g + 1] = (start[g + 1] as number) + (start[g] as number);
  const albums = new Int32Array(fitting);
  const next = start.slice(0, GROUPS);
  for (let i = 0; i < fitting; i += 1) {
    const group = groups[i] as number;
    albums[next[group] as number] = candidates[i] as number;
    next[group] = (next[group] as number) + 1;
  }
  order.albums = albums;
  order.start = start;
  order.top = top;
  order.held = held;
}
