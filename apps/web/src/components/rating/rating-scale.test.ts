// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clampRating, hapticFor, snapRating, stepRating } from './rating-scale.ts';

describe('the rating scale', () => {
  it('stands on halves up to 7.5 and on tenths above', () => {
    expect(snapRating(3.3)).toBe(3.5);
    expect(snapRating(7.4)).toBe(7.5);
    expect(snapRating(7.74)).toBe(7.7);
    expect(snapRating(8.56)).toBe(8.6);
  });

  it('clamps to 0–10', () => {
    expect(clampRating(-2)).toBe(0);
    expect(clampRating(12)).toBe(10);
    expect(snapRating(Number.NaN)).toBe(0);
  });

  it('steps by 0.5 below 7.5 and by 0.1 from there, both ways', () => {
    expect(stepRating(0, 1)).toBe(0.5);
    expect(stepRating(7, 1)).toBe(7.5);
    expect(stepRating(7.5, 1)).toBe(7.6);
    expect(stepRating(7.6, -1)).toBe(7.5);
    expect(stepRating(7.5, -1)).toBe(7);
    expect(stepRating(10, 1)).toBe(10);
    expect(stepRating(0, -1)).toBe(0);
    let value = 0;
    const seen: number[] = [];
    while (value < 10) seen.push((value = stepRating(value, 1)));
    expect(seen).toHaveLength(15 + 25);
  });

  it('buzzes 50 ms at the ends, 20 ms on whole numbers, 10 ms otherwise', () => {
    expect([hapticFor(0), hapticFor(10), hapticFor(8), hapticFor(8.5), hapticFor(7.7)]).toEqual([
      50, 50, 20, 10, 10,
    ]);
  });
});
