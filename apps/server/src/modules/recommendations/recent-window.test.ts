import { describe, expect, it } from 'vitest';
import { firstInWindow, keepInWindow } from './recent-window.ts';

describe('the recommendations in the rate window', () => {
  it('finds the first time after the window start', () => {
    expect(firstInWindow([], 10)).toBe(0);
    expect(firstInWindow([1, 2, 3], 10)).toBe(3);
    expect(firstInWindow([11, 12], 10)).toBe(0);
    expect(firstInWindow([5, 10, 11, 20], 10)).toBe(2);
    const many = Array.from({ length: 5000 }, (_, i) => i);
    expect(firstInWindow(many, 4321)).toBe(4322);
  });

  it('keeps only the times in the window, oldest first, with the new one last', () => {
    const times = [1, 5, 9, 12];
    keepInWindow(times, 8, 15);
    expect(times).toEqual([9, 12, 15]);
    keepInWindow(times, 100, 120);
    expect(times).toEqual([120]);
  });
});
