import { describe, expect, it } from 'vitest';
import { discountHubs } from './hubness.ts';

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
});
