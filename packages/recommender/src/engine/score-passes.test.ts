import { describe, expect, it } from 'vitest';
import type { EngineCore } from './engine-core.ts';
import { GROUPS, fitOrder, holdGroup } from './fit-order.ts';
import type { RankRequest } from './rank.ts';
import { BLOCKED, RECENT, scorePass, type PassInput } from './score-passes.ts';
import { variety } from './seeded-variety.ts';

const DIMS = 8;
const random = (seed: number) => () => variety(seed, (seed = (seed + 1) | 0));

/** A made-up catalog and request: unit album vectors, sparse fits, lifts, blocked and recent. */
function scenario(seed: number, count: number): PassInput {
  const next = random(seed);
  const dense = new Float32Array(count * DIMS);
  for (let a = 0; a < count; a += 1) {
    let length = 0;
    for (let d = 0; d < DIMS; d += 1) length += (dense[a * DIMS + d] = next() - 0.5) ** 2;
    for (let d = 0; d < DIMS; d += 1)
      dense[a * DIMS + d] = (dense[a * DIMS + d] as number) / Math.sqrt(length);
  }
  const prior = Float32Array.from({ length: count }, () => next());
  // Fits cluster at a few values, as albums sharing the same matched terms do, so groups between
  // the clusters stay empty.
  const clusters = [1, 0.93, 0.85, 0.6, 0.1];
  const context = Float32Array.from({ length: count }, () =>
    next() < 0.5 ? 0 : (clusters[Math.floor(next() * clusters.length)] as number) - next() * 0.01,
  );
  const extra = new Float32Array(count);
  const lifted: number[] = [];
  const blocked = new Uint8Array(count);
  const recent: number[] = [];
  for (let a = 0; a < count; a += 1) {
    const r = next();
    if (r < 0.05) {
      extra[a] = next() * 0.6 - 0.1;
      lifted.push(a);
    } else if (r < 0.1) blocked[a] = BLOCKED;
    else if (r < 0.15) {
      blocked[a] = RECENT;
      recent.push(a);
    }
  }
  const query = Float32Array.from({ length: DIMS }, () => (next() - 0.5) * 0.3);
  const index = {
    count,
    dims: DIMS,
    dense,
    prior,
    maxPrior: Math.max(...prior),
    year: Int16Array.from({ length: count }, () => 1960 + Math.floor(next() * 60)),
  } as unknown as EngineCore['index'];
  const request = {
    eras: seed % 2 ? [{ from: 1970, to: 1979, weight: 1 }] : [],
    seed,
    pool: 20,
    plan: { recent },
  } as unknown as RankRequest;
  return {
    index,
    context,
    inverse: 1 / 0.99,
    extra,
    lifted,
    byFit: fitOrder(context),
    blocked,
    list: null,
    query,
    request,
    allowRecent: seed % 3 === 0,
  };
}

describe('the scoring pass', () => {
  it('keeps exactly the albums a full pass keeps, though it stops early', () => {
    for (let seed = 1; seed <= 30; seed += 1) {
      const input = scenario(seed, 3_000);
      const full = scorePass({ ...input, byFit: null });
      expect(scorePass(input)).toEqual(full);
    }
  });

  it('groups every fitting album once, best fits first', () => {
    const { context } = scenario(7, 2_000);
    const order = fitOrder(context);
    holdGroup(order, GROUPS - 1);
    const seen = order.albums.toSorted();
    expect([...seen]).toEqual([...context.keys()].filter((a) => (context[a] as number) > 0));
    let emptyGroups = 0;
    let floor = Infinity;
    for (let g = 0; g + 1 < order.start.length; g += 1) {
      const members = [...order.albums.subarray(order.start[g], order.start[g + 1])];
      if (members.length === 0) emptyGroups += 1;
      for (const a of members) {
        expect(context[a]).toBeLessThanOrEqual(order.top[g] as number);
        expect(context[a]).toBeLessThanOrEqual(floor);
      }
      if (members.length > 0) floor = Math.min(...members.map((a) => context[a] as number));
    }
    expect(emptyGroups).toBeGreaterThan(0);
  });

  it('fills the best groups first exactly as a full grouping has them, and the rest on demand', () => {
    const { context } = scenario(11, 2_000);
    const full = fitOrder(context, undefined, GROUPS);
    const order = fitOrder(context, undefined, 8);
    expect(order.held).toBe(8);
    for (let g = 0; g < 8; g += 1) {
      expect([...order.albums.subarray(order.start[g], order.start[g + 1])]).toEqual([
        ...full.albums.subarray(full.start[g], full.start[g + 1]),
      ]);
      expect(order.top[g]).toBe(full.top[g]);
    }
    holdGroup(order, 8);
    expect(order).toEqual(full);
  });
});
