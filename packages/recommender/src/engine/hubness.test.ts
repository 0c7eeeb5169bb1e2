import { describe, expect, it } from 'vitest';
import { discountHubAlbums, discountHubs, hubAlbums } from './hubness.ts';

describe('the hub discount', () => {
  it('holds back an album that is near the top of many moments, on close calls only', () => {
    const fit = Float32Array.from([1, 0.9, 0.5]);
    discountHubs(fit, Float32Array.from([0.1, 0, 0]));
    expect(fit[0]).toBeLessThan(fit[1] as number);
    // Never below an album with a clearly poorer fit.
    const far = Float32Array.from([1, 0.6]);
    discountHubs(far, Float32Array.from([0.9, 0]));
    expect(far[0]).toBeGreaterThan(far[1] as number);
  });

  it('leaves fits alone without hubs, and keeps a fitting album fitting', () => {
    const fit = Float32Array.from([1, 0.2, 0]);
    discountHubs(fit, null);
    expect([...fit]).toEqual([...Float32Array.from([1, 0.2, 0])]);
    discountHubs(fit, Float32Array.from([0, 5, 5]));
    expect(fit[1]).toBeGreaterThan(0);
    expect(fit[2]).toBe(0);
  });

  it('gives the same fits and best fit when it visits only the albums with some hubness', () => {
    const fit = Float32Array.from({ length: 500 }, (_, a) => ((a * 37) % 101) / 100 - 0.2);
    const hubs = Float32Array.from({ length: 500 }, (_, a) => (a % 3 === 0 ? (a % 7) / 40 : 0));
    const { albums, mask } = hubAlbums(hubs);
    let best = 0;
    let rest = 0;
    fit.forEach((value, a) => {
      best = Math.max(best, value);
      if (!mask?.[a]) rest = Math.max(rest, value);
    });
    const all = Float32Array.from(fit);
    const after = discountHubs(all, hubs, best);
    expect(discountHubAlbums(fit, hubs, albums, best, rest)).toBe(after);
    expect([...fit]).toEqual([...all]);
  });
});
