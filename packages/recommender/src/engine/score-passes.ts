import type { EngineCore } from './engine-core.ts';
import { GROUPS, holdGroup, type FitOrder } from './fit-order.ts';
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

export interface PassInput {
  index: EngineCore['index'];
  context: Float32Array;
  inverse: number;
  extra: Float32Array;
  /** Every album whose `extra` is not zero, once each. */
  lifted: number[];
  /** Albums that fit the moment at all, grouped best fit first (see MomentReading.byFit). */
  byFit: FitOrder | null;
  blocked: Uint8Array;
  list: number[] | null;
  query: Float32Array;
  request: RankRequest;
  allowRecent: boolean;
}

/**
 * The best-scoring allowed albums, as if every album were scored. Album vectors are unit length,
 * so the vector part adds at most |query|; with the albums visited best fit first, the first
 * group whose fit cannot reach the pool even with the most every other part can add ends the pass.
 */
export function scorePass(input: PassInput): { album: number; score: number }[] {
  const { index, context, inverse, extra, lifted, byFit, list } = input;
  const pass = new ScoringPass(input);
  if (list) {
    for (const album of list) pass.consider(album);
    return pass.pool.sorted();
  }
  if (!byFit) {
    for (let a = 0; a < index.count; a += 1) pass.consider(a);
    return pass.pool.sorted();
  }
  // A personal or community lift is outside the bound, so lifted albums are scored first.
  for (const album of lifted) if (extra[album] !== 0) pass.consider(album);
  const ceiling = WEIGHTS.quality * index.maxPrior + pass.reach;
  for (let g = 0; g < GROUPS; g += 1) {
    holdGroup(byFit, g);
    const end = byFit.start[g + 1] as number;
    if ((byFit.start[g] as number) === end) continue;
    if ((byFit.top[g] as number) * inverse + ceiling <= pass.threshold) return pass.pool.sorted();
    for (let i = byFit.start[g] as number; i < end; i += 1) {
      const a = byFit.albums[i] as number;
      if (extra[a] === 0) pass.consider(a);
    }
  }
  if (ceiling <= pass.threshold) return pass.pool.sorted();
  for (let a = 0; a < index.count; a += 1) {
    if (!((context[a] as number) > 0) && extra[a] === 0) pass.consider(a);
  }
  return pass.pool.sorted();
}

/** Scores albums one by one into a pool of the best, skipping those that cannot get in. */
class ScoringPass {
  readonly pool: TopPool;
  /** The most the vector, variety and era parts can add to any album. */
  readonly reach: number;
  threshold = -Infinity;
  private readonly hasEras: boolean;

  constructor(private readonly input: PassInput) {
    const { query, request, index } = input;
    this.pool = new TopPool(request.pool);
    this.hasEras = request.eras.length > 0;
    let queryLength = 0;
    for (let d = 0; d < index.dims; d += 1) queryLength += (query[d] as number) ** 2;
    this.reach = WEIGHTS.variety + (this.hasEras ? WEIGHTS.era : 0) + Math.sqrt(queryLength);
  }

  consider(a: number): void {
    const { index, context, inverse, extra, blocked, query, request, allowRecent } = this.input;
    const state = blocked[a] as number;
    if (state === BLOCKED || (state === RECENT && !allowRecent)) return;
    let score =
      (context[a] as number) * inverse +
      (extra[a] as number) +
      WEIGHTS.quality * (index.prior[a] as number);
    if (score + this.reach <= this.threshold) return;
    score += dotRow(index.dense, a, index.dims, query) + WEIGHTS.variety * variety(request.seed, a);
    if (this.hasEras) score += eraFit(index.year[a] as number, request.eras);
    if (state === RECENT) score -= repeatPenalty(request.plan.recent, a);
    if (score > this.threshold) {
      this.pool.offer(a, score);
      this.threshold = this.pool.threshold;
    }
  }
}

export function repeatPenalty(recent: number[], album: number): number {
  const position = recent.indexOf(album);
  return position < 0 ? 0 : WEIGHTS.repeat * (1 - position / recent.length);
}
