/** The floor: a plain dot product of one query with every album vector, keeping the best. */
export function bruteForcePass(
  data: Float32Array,
  count: number,
  dims: number,
  query: Float32Array,
): number {
  let best = -Infinity;
  let bestAt = -1;
  for (let a = 0; a < count; a += 1) {
    let sum = 0;
    for (let d = 0; d < dims; d += 1) sum += (data[a * dims + d] as number) * (query[d] as number);
    if (sum > best) {
      best = sum;
      bestAt = a;
    }
  }
  return bestAt;
}
