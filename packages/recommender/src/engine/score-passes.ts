import type { EngineCore } from './engine-core.ts';
import type { RankRequest } from './rank.ts';
import { WEIGHTS } from './score-weights.ts';
import { variety } from './seeded-variety.ts';
import { TopPool } from './top-pool.ts';
import type { EraHint } from './understanding.ts';

/** Album states for a request: allowed, recently recommended, or not allowed at all. */
export const BLOCKED = 2;
export const RECENT = 1;

export function eraFit(year: number, eras: EraHint[]): number {
  if (year === 0 || eras.length === 0) return 0;
  let best = 0;
  for (const era of eras) {
    const distance = year < era.from ? era.from - year : year > era.to ? year - era.to : 0;
    best = Math.max(best, Math.min(1, era.weight) * Math.max(0, 1 - distance / 15));
  }
  return WEIGHTS.era * best;
}

/** Album vectors have a multiple of four dimensions; four sums keep the CPU's pipelines busy. */
export function dotRow(dense: Float32Array, row: number, dims: number, q: Float32Array): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  const base = row * dims;
  for (let d = 0; d < dims; d += 4) {
    s0 += (dense[base + d] as number) * (q[d] as number);
    s1 += (dense[base + d + 1] as number) * (q[d + 1] as number);
    s2 += (dense[base + d + 2] as number) * (q[d + 2] as number);
    s3 += (dense[base + d + 3] as number) * (q[d + 3] as number);
  }
  return s0 + s1 + s2 + s3;
}

/** Each album's fit with the moment, from its terms. */
export function contextPass(
  index: EngineCore['index'],
  affinity: Float32Array,
  out: Float32Array,
): void {
  const { termStart, termIds, termWeights, termNorm } = index;
  for (let a = 0; a < index.count; a += 1) {
    let fit = 0;
    const end = termStart[a + 1] as number;
    for (let k = termStart[a] as number; k < end; k += 1) {
      fit += (termWeights[k] as number) * (affinity[termIds[k] as number] as number);
    }
    out[a] = fit * (termNorm[a] as number);
  }
}

export interface PassInput {
  index: EngineCore['index'];
  context: Float32Array;
  inverse: number;
  extra: Float32Array;
  blocked: Uint8Array;
  list: number[] | null;
  query: Float32Array;
  request: RankRequest;
  allowRecent: boolean;
}

/** The full score of every allowed album: one pass over the album vectors. */
export function scorePass(input: PassInput): { album: number; score: number }[] {
  const { index, context, inverse, extra, blocked, list, query, request, allowRecent } = input;
  const { dense, dims, prior, year } = index;
  const { eras, seed } = request;
  const recent = request.plan.recent;
  const hasEras = eras.length > 0;
  const count = list ? list.length : index.count;
  const pool = new TopPool(request.pool);
  // Album vectors are unit length, so the vector part adds at most |query|: an album whose other
  // parts cannot reach the pool even with that much is skipped. The answer stays exact.
  let reach = WEIGHTS.variety + (hasEras ? WEIGHTS.era : 0);
  let queryLength = 0;
  for (let d = 0; d < dims; d += 1) queryLength += (query[d] as number) ** 2;
  reach += Math.sqrt(queryLength);
  let threshold = -Infinity;
  for (let i = 0; i < count; i += 1) {
    const a = list ? (list[i] as number) : i;
    const state = blocked[a] as number;
    if (state === BLOCKED || (state === RECENT && !allowRecent)) continue;
    let score =
      (context[a] as number) * inverse +
      (extra[a] as number) +
      WEIGHTS.quality * (prior[a] as number);
    if (score + reach <= threshold) continue;
    score += dotRow(dense, a, dims, query) + WEIGHTS.variety * variety(seed, a);
    if (hasEras) score += eraFit(year[a] as number, eras);
    if (state === RECENT) score -= repeatPenalty(recent, a);
    if (score > threshold) {
      pool.offer(a, score);
      threshold = pool.threshold;
    }
  }
  return pool.sorted();
}

export function repeatPenalty(recent: number[], album: number): number {
  const position = recent.indexOf(album);
  return position < 0 ? 0 : WEIGHTS.repeat * (1 - position / recent.length);
}
