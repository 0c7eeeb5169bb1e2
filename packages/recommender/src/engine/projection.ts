import { normalise } from '../vectors/vector-math.ts';

/** Album vectors are kept in this many dimensions: enough for "sounds like", cheap to scan. */
export const ALBUM_DIMS = 32;
const ITERATIONS = 20;

/**
 * The main axes along which a set of vectors varies (principal components of their centred
 * covariance), found by subspace iteration. Deterministic.
 */
export function principalAxes(
  vectors: Float32Array,
  count: number,
  dims: number,
  k = ALBUM_DIMS,
): Float32Array {
  const mean = new Float64Array(dims);
  for (let a = 0; a < count; a += 1) {
    for (let d = 0; d < dims; d += 1)
      mean[d] = (mean[d] as number) + (vectors[a * dims + d] as number) / count;
  }
  const cov = new Float64Array(dims * dims);
  const x = new Float64Array(dims);
  for (let a = 0; a < count; a += 1) {
    for (let d = 0; d < dims; d += 1)
      x[d] = (vectors[a * dims + d] as number) - (mean[d] as number);
    for (let i = 0; i < dims; i += 1) {
      const xi = x[i] as number;
      for (let j = i; j < dims; j += 1)
        cov[i * dims + j] = (cov[i * dims + j] as number) + xi * (x[j] as number);
    }
  }
  for (let i = 0; i < dims; i += 1)
    for (let j = 0; j < i; j += 1) cov[i * dims + j] = cov[j * dims + i] as number;
  const rank = Math.min(k, dims);
  let basis = new Float64Array(rank * dims);
  for (let r = 0; r < rank; r += 1) basis[r * dims + ((r * 7) % dims)] = 1;
  orthonormalise(basis, rank, dims);
  for (let iteration = 0; iteration < ITERATIONS; iteration += 1) {
    const next = new Float64Array(rank * dims);
    for (let r = 0; r < rank; r += 1) {
      for (let i = 0; i < dims; i += 1) {
        let sum = 0;
        for (let j = 0; j < dims; j += 1)
          sum += (cov[i * dims + j] as number) * (basis[r * dims + j] as number);
        next[r * dims + i] = sum;
      }
    }
    orthonormalise(next, rank, dims);
    basis = next;
  }
  return Float32Array.from(basis);
}

function orthonormalise(basis: Float64Array, rank: number, dims: number) {
  for (let r = 0; r < rank; r += 1) {
    for (let p = 0; p < r; p += 1) {
      let dot = 0;
      for (let d = 0; d < dims; d += 1)
        dot += (basis[r * dims + d] as number) * (basis[p * dims + d] as number);
      for (let d = 0; d < dims; d += 1)
        basis[r * dims + d] =
          (basis[r * dims + d] as number) - dot * (basis[p * dims + d] as number);
    }
    let norm = 0;
    for (let d = 0; d < dims; d += 1) norm += (basis[r * dims + d] as number) ** 2;
    const inverse = norm > 1e-12 ? 1 / Math.sqrt(norm) : 0;
    for (let d = 0; d < dims; d += 1)
      basis[r * dims + d] = (basis[r * dims + d] as number) * inverse;
  }
}

/** Projects a word-space vector onto the axes; unit length (or all zero) unless told not to. */
export function project(
  axes: Float32Array,
  rank: number,
  vector: ArrayLike<number>,
  out = new Float32Array(rank),
  unit = true,
): Float32Array {
  const dims = axes.length / rank;
  for (let r = 0; r < rank; r += 1) {
    let sum = 0;
    for (let d = 0; d < dims; d += 1) sum += (axes[r * dims + d] as number) * (vector[d] as number);
    out[r] = sum;
  }
  if (unit) normalise(out);
  return out;
}
