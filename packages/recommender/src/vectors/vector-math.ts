export function dot(a: Float32Array, b: Float32Array, offsetB = 0): number {
  let sum = 0;
  for (let d = 0; d < a.length; d += 1) sum += (a[d] as number) * (b[offsetB + d] as number);
  return sum;
}

/** Scales `v` in place to unit length; returns false when it is the zero vector. */
export function normalise(v: Float32Array): boolean {
  let sum = 0;
  for (let d = 0; d < v.length; d += 1) sum += (v[d] as number) * (v[d] as number);
  if (sum === 0) return false;
  const inverse = 1 / Math.sqrt(sum);
  for (let d = 0; d < v.length; d += 1) v[d] = (v[d] as number) * inverse;
  return true;
}

export function addScaled(target: Float32Array, source: Float32Array, weight: number) {
  for (let d = 0; d < target.length; d += 1) {
    target[d] = (target[d] as number) + (source[d] as number) * weight;
  }
}
