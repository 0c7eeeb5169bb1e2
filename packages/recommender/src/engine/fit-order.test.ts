import { describe, expect, it } from 'vitest';
import { GROUPS, fitOrder } from './fit-order.ts';

/** Group by group, the albums a plain reading of the rule puts there, in album order. */
function plainGroups(fit: Float32Array, held: number): number[][] {
  let max = 0;
  for (const value of fit) if (value > max) max = value;
  const groups: number[][] = Array.from({ length: GROUPS }, () => []);
  fit.forEach((value, a) => {
    if (!(value > 0)) return;
    const group = GROUPS - 1 - Math.min(GROUPS - 1, Math.floor((value / max) * GROUPS));
    if (group < held) groups[group]?.push(a);
  });
  return groups;
}

describe('fitOrder', () => {
  it('keeps exactly the albums with a fit above zero in the groups filled', () => {
    const max = 0.8;
    // Fits on and beside the group edges, zero, negative, tiny and not a number.
    const fit = Float32Array.from({ length: 3_000 }, (_, a) => {
      if (a % 11 === 0) return -0.2;
      if (a % 13 === 0) return a % 2 ? 0 : -0;
      if (a % 17 === 0) return NaN;
      if (a % 19 === 0) return 1e-40;
      const edge = (a % GROUPS) / GROUPS;
      return max * (a % 3 === 0 ? edge : edge + ((a % 7) - 3) * 1e-7);
    });
    fit[5] = max;
    for (const held of [1, 8, 32, GROUPS]) {
      const order = fitOrder(fit, undefined, held);
      const groups = plainGroups(fit, held);
      for (let g = 0; g < GROUPS; g += 1)
        expect([...order.albums.subarray(order.start[g], order.start[g + 1])]).toEqual(groups[g]);
    }
  });
});
