import { describe, expect, it } from 'vitest';
import type { EngineCore } from './engine-core.ts';
import { discountPicturesAndTalk } from './pictures-and-talk.ts';
import { leanKnownInCompany } from './shared-moments.ts';
import type { Understanding } from './understanding.ts';

/** Three records that fit a moment alike: a hit, a deep cut and a film score. */
const core = {
  index: {
    albums: [{ genres: ['Soft Rock'] }, { genres: ['Soft Rock'] }, { genres: ['Film Score'] }],
    known: Float32Array.from([0.9, 0.1, 0.1]),
  },
} as unknown as EngineCore;
const reading = (moments: Record<string, number>) =>
  ({ moments: new Map(Object.entries(moments)) }) as unknown as Understanding;
const fitAfter = (
  step: (core: EngineCore, u: Understanding, fit: Float32Array) => unknown,
  moments: Record<string, number>,
) => {
  const fit = Float32Array.from([1, 1, 1]);
  step(core, reading(moments), fit);
  return [...fit];
};

describe('who is in the room', () => {
  it('with the family, of records that fit alike the one most of them know fits best', () => {
    const [hit, deepCut] = fitAfter(leanKnownInCompany, { parents: 1 });
    expect(hit).toBeGreaterThan(deepCut as number);
    expect(deepCut).toBeGreaterThanOrEqual(0.8);
  });

  it('tells the best fit after leaning, and that nothing changed when alone', () => {
    const fit = Float32Array.from([0.5, -0.2, 0.7]);
    expect(leanKnownInCompany(core, reading({ parents: 1 }), fit)).toBe(Math.max(0, ...fit));
    expect(leanKnownInCompany(core, reading({ relax: 1 }), fit)).toBe(false);
  });

  it('alone, or with company only guessed from a word near it, knownness changes nothing', () => {
    expect(fitAfter(leanKnownInCompany, { relax: 1 })).toEqual([1, 1, 1]);
    expect(fitAfter(leanKnownInCompany, { parents: 0.3 })).toEqual([1, 1, 1]);
  });

  it('music made for pictures counts a little less for a lunch, and fully while gaming', () => {
    const [record, , score] = fitAfter(discountPicturesAndTalk, { meal: 1 });
    expect(score).toBeLessThan(record as number);
    expect(fitAfter(discountPicturesAndTalk, { gaming: 1 })).toEqual([1, 1, 1]);
  });
});
