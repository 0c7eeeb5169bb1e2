import type { AlbumIndex } from './album-index.ts';
import { termPairs } from './term-pairs.ts';

/**
 * Each album's fit with the moment, from its terms: the sum of its terms' products in its own
 * term order, times its norm. Returns the best fit (0 when none is above) and the best among
 * albums not marked in `apart` (the best fit when there is no mask).
 */
export function contextPass(
  index: AlbumIndex,
  affinity: Float32Array,
  out: Float32Array,
  apart: Uint8Array | null = null,
): { best: number; rest: number } {
  const { term, weight, products, count, buckets } = termPairs(index);
  for (let p = 0; p < count; p += 1)
    products[p] = (weight[p] as number) * (affinity[term[p] as number] as number);
  const norm = index.termNorm;
  const mask = apart ?? noMask(index.count);
  let best = 0;
  let rest = 0;
  for (const { length, albums, pairs } of buckets) {
    const m = albums.length;
    let i = 0;
    // Four albums side by side, each summed in its own term order: the same sums, without each
    // addition waiting on the one before.
    for (; i + 4 <= m; i += 4) {
      let f0 = 0;
      let f1 = 0;
      let f2 = 0;
      let f3 = 0;
      const k0 = i * length;
      const k1 = k0 + length;
      const k2 = k1 + length;
      const k3 = k2 + length;
      for (let j = 0; j < length; j += 1) {
        f0 += products[pairs[k0 + j] as number] as number;
        f1 += products[pairs[k1 + j] as number] as number;
        f2 += products[pairs[k2 + j] as number] as number;
        f3 += products[pairs[k3 + j] as number] as number;
      }
      let a = albums[i] as number;
      let stored = storeFit(out, a, f0, norm);
      if (stored > best) best = stored;
      if (stored > rest && mask[a] === 0) rest = stored;
      a = albums[i + 1] as number;
      stored = storeFit(out, a, f1, norm);
      if (stored > best) best = stored;
      if (stored > rest && mask[a] === 0) rest = stored;
      a = albums[i + 2] as number;
      stored = storeFit(out, a, f2, norm);
      if (stored > best) best = stored;
      if (stored > rest && mask[a] === 0) rest = stored;
      a = albums[i + 3] as number;
      stored = storeFit(out, a, f3, norm);
      if (stored > best) best = stored;
      if (stored > rest && mask[a] === 0) rest = stored;
    }
    for (; i < m; i += 1) {
      let fit = 0;
      const k = i * length;
      for (let j = 0; j < length; j += 1) fit += products[pairs[k + j] as number] as number;
      const a = albums[i] as number;
      const stored = storeFit(out, a, fit, norm);
      if (stored > best) best = stored;
      if (stored > rest && mask[a] === 0) rest = stored;
    }
  }
  return { best, rest: apart === null ? best : rest };
}

let emptyMask = new Uint8Array(0);

/** A mask marking no album (shared; never written). */
function noMask(count: number): Uint8Array {
  if (emptyMask.length < count) emptyMask = new Uint8Array(count);
  return emptyMask;
}

/** Stores an album's fit and returns it as stored (rounded to 32 bits). */
function storeFit(out: Float32Array, a: number, sum: number, norm: Float32Array): number {
  out[a] = sum * (norm[a] as number);
  return out[a] as number;
}
