import { describe, expect, it } from 'vitest';
import type { AlbumIndex } from './album-index.ts';
import { fitOrder } from './fit-order.ts';
import { contextPass } from './context-pass.ts';
import { variety } from './seeded-variety.ts';
import { termPairs } from './term-pairs.ts';

const random = (seed: number) => () => variety(seed, (seed = (seed + 1) | 0));

/** A made-up layout: albums with 0–12 terms, weights from a short list as the real layout's. */
function layout(seed: number, albums: number, terms: number) {
  const next = random(seed);
  const weights = [1, 0.8928571343421936, 0.6, 0.30000001192092896, 0.1875];
  const termStart = new Int32Array(albums + 1);
  const ids: number[] = [];
  const termWeights: number[] = [];
  for (let a = 0; a < albums; a += 1) {
    termStart[a] = ids.length;
    const count = Math.floor(next() * 13);
    for (let i = 0; i < count; i += 1) {
      ids.push(Math.floor(next() * terms));
      termWeights.push(weights[Math.floor(next() * weights.length)] as number);
    }
  }
  termStart[albums] = ids.length;
  const termNorm = Float32Array.from({ length: albums }, () => next());
  const index = {
    count: albums,
    termStart,
    termIds: Int32Array.from(ids),
    termWeights: Float32Array.from(termWeights),
    termNorm,
  } as unknown as AlbumIndex;
  const affinity = Float32Array.from({ length: terms }, () =>
    next() < 0.3 ? 0 : next() * 2 - 0.6,
  );
  return { index, affinity };
}

/** The fit term by term, as the engine has always summed it. */
function termByTerm(index: AlbumIndex, affinity: Float32Array): Float32Array {
  const out = new Float32Array(index.count);
  for (let a = 0; a < index.count; a += 1) {
    let fit = 0;
    for (let k = index.termStart[a] as number; k < (index.termStart[a + 1] as number); k += 1)
      fit += (index.termWeights[k] as number) * (affinity[index.termIds[k] as number] as number);
    out[a] = fit * (index.termNorm[a] as number);
  }
  return out;
}

describe('a moment’s fit summed by distinct term and weight', () => {
  it('is exactly the fit summed term by term, and returns the best fit and the best apart', () => {
    for (const seed of [1, 7, 42]) {
      const { index, affinity } = layout(seed, 3000, 400);
      const out = new Float32Array(index.count);
      const apart = Uint8Array.from({ length: index.count }, (_, a) => (a % 5 === 2 ? 1 : 0));
      const { best, rest } = contextPass(index, affinity, out, apart);
      const expected = termByTerm(index, affinity);
      expect(Array.from(out)).toEqual(Array.from(expected));
      expect(best).toBe(Math.max(0, ...expected));
      expect(rest).toBe(Math.max(0, ...expected.filter((_, a) => apart[a] === 0)));
      expect(termPairs(index).count).toBeLessThan(index.termIds.length);
    }
  });

  it('orders fits the same whether or not the best fit is given', () => {
    const { index, affinity } = layout(3, 2000, 300);
    const out = new Float32Array(index.count);
    const { best } = contextPass(index, affinity, out);
    expect(fitOrder(out, best)).toEqual(fitOrder(out));
  });
});
