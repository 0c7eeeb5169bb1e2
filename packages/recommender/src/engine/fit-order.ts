/**
 * The albums that fit a moment at all, grouped from best fit to worst: group `g` holds
 * `albums[start[g]..start[g + 1])` in album order, and none of them fits better than `top[g]`.
 * Grouping (a counting sort) costs one pass where a full sort would cost far more, and ranking
 * only needs to know when no later album can fit better than some value.
 */
export interface FitOrder {
  albums: Int32Array;
  start: Int32Array;
  top: Float32Array;
}

const GROUPS = 64;

/** Reused by every call (the engine is synchronous): each fitting album's group, in album order. */
let groupOf = new Uint8Array(0);
let fittingAlbums = new Int32Array(0);

/**
 * `best`: the highest fit (0 when none is above), when the caller knows it. `spare`: an array no
 * longer in use whose memory may hold the albums, when it is large enough.
 */
export function fitOrder(fit: Float32Array, best?: number, spare?: ArrayBuffer): FitOrder {
  const count = fit.length;
  let max = best ?? 0;
  if (best === undefined) {
    for (let a = 0; a < count; a += 1) {
      const value = fit[a] as number;
      if (value > max) max = value;
    }
  }
  if (groupOf.length < count) {
    groupOf = new Uint8Array(count);
    fittingAlbums = new Int32Array(count);
  }
  const start = new Int32Array(GROUPS + 1);
  const top = new Float32Array(GROUPS);
  let fitting = 0;
  for (let a = 0; a < count; a += 1) {
    const value = fit[a] as number;
    if (!(value > 0)) continue;
    const group = GROUPS - 1 - Math.min(GROUPS - 1, Math.floor((value / max) * GROUPS));
    groupOf[fitting] = group;
    fittingAlbums[fitting] = a;
    fitting += 1;
    start[group + 1] = (start[group + 1] as number) + 1;
    if (value > (top[group] as number)) top[group] = value;
  }
  for (let g = 0; g < GROUPS; g += 1)
    start[g + 1] = (start[g + 1] as number) + (start[g] as number);
  const albums =
    spare && spare.byteLength >= fitting * Int32Array.BYTES_PER_ELEMENT
      ? new Int32Array(spare, 0, fitting)
      : new Int32Array(fitting);
  const next = start.slice(0, GROUPS);
  for (let i = 0; i < fitting; i += 1) {
    const group = groupOf[i] as number;
    albums[next[group] as number] = fittingAlbums[i] as number;
    next[group] = (next[group] as number) + 1;
  }
  return { albums, start, top };
}
