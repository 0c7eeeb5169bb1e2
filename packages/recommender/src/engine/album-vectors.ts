import { normalise } from '../vectors/vector-math.ts';
import { ALBUM_DIMS, principalAxes, project } from './projection.ts';
import type { TermLayout } from './term-layout.ts';
import type { TermTable } from './term-table.ts';

const PCA_SAMPLE = 1500;

/** An album's weighted sum of term vectors, in whatever space `vectors` (per term) live. */
function sumTerms(
  a: number,
  layout: TermLayout,
  vectors: Float32Array,
  hasVector: Uint8Array,
  dims: number,
  out: Float32Array,
) {
  const { termStart, termIds, termWeights } = layout;
  out.fill(0);
  for (let k = termStart[a] as number; k < (termStart[a + 1] as number); k += 1) {
    const t = termIds[k] as number;
    if (!hasVector[t]) continue;
    const w = termWeights[k] as number;
    const from = t * dims;
    for (let d = 0; d < dims; d += 1)
      out[d] = (out[d] as number) + w * (vectors[from + d] as number);
  }
}

/**
 * Album vectors in a few dimensions: the catalog's principal axes are found on a sample of
 * full-size album vectors, then every album is summed from its terms' projections, centred on
 * the catalog (every album shares "male vocals"-like common ground) and scaled to unit length.
 */
export function albumVectors(
  count: number,
  layout: TermLayout,
  terms: TermTable,
  wordDims: number,
) {
  const dims = Math.max(4, Math.min(ALBUM_DIMS, wordDims - (wordDims % 4)));
  const step = Math.max(1, Math.floor(count / PCA_SAMPLE));
  const sampleCount = Math.ceil(count / step);
  const sample = new Float32Array(sampleCount * wordDims);
  for (let s = 0; s < sampleCount; s += 1) {
    const row = sample.subarray(s * wordDims, (s + 1) * wordDims);
    sumTerms(s * step, layout, terms.vectors, terms.hasVector, wordDims, row);
    normalise(row);
  }
  const axes = principalAxes(sample, sampleCount, wordDims, dims);
  const termVectors = new Float32Array(terms.count * dims);
  for (let t = 0; t < terms.count; t += 1) {
    if (!terms.hasVector[t]) continue;
    const row = termVectors.subarray(t * dims, (t + 1) * dims);
    project(axes, dims, terms.vectors.subarray(t * wordDims, (t + 1) * wordDims), row, false);
  }
  const dense = new Float32Array(count * dims);
  const mean = new Float64Array(dims);
  for (let a = 0; a < count; a += 1) {
    const row = dense.subarray(a * dims, (a + 1) * dims);
    sumTerms(a, layout, termVectors, terms.hasVector, dims, row);
    if (normalise(row))
      for (let d = 0; d < dims; d += 1) mean[d] = (mean[d] as number) + (row[d] as number);
  }
  for (let d = 0; d < dims; d += 1) mean[d] = (mean[d] as number) / Math.max(1, count);
  for (let a = 0; a < count; a += 1) {
    const row = dense.subarray(a * dims, (a + 1) * dims);
    if (row.every((x) => x === 0)) continue;
    for (let d = 0; d < dims; d += 1) row[d] = (row[d] as number) - (mean[d] as number);
    normalise(row);
  }
  return { dims, axes, dense };
}
