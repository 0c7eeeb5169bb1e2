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

export function fitOrder(fit: Float32Array): FitOrder {
  let max = 0;
  let fitting = 0;
  for (let a = 0; a < fit.length; a += 1) {
    const value = fit[a] as number;
    if (value > 0) fitting += 1;
    if (value > max) max = value;
  }
  const groupOf = (value: number) =>
    GROUPS - 1 - Math.min(GROUPS - 1, Math.floor((value / max) * GROUPS));
  const start = new Int32Array(GROUPS + 1);
  const top = new Float32Array(GROUPS);
  for (let a = 0; a < fit.length; a += 1) {
    const value = fit[a] as number;
    if (!(value > 0)) continue;
    const group = groupOf(value);
    start[group + 1] = (start[group + 1] as number) + 1;
    if (value > (top[group] as number)) top[group] = value;
  }
  for (let g = 0; g < GROUPS; g += 1)
    start[g + 1] = (start[g + 1] as number) + (start[g] as number);
  const albums = new Int32Array(fitting);
  const next = start.slice(0, GROUPS);
  for (let a = 0; a < fit.length; a += 1) {
    const value = fit[a] as number;
    if (!(value > 0)) continue;
    const group = groupOf(value);
    albums[next[group] as number] = a;
    next[group] = (next[group] as number) + 1;
  }
  return { albums, start, top };
}
