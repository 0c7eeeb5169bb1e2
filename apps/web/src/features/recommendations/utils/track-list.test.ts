// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { albumLength, catalogTracks, formatDuration, placeholderTracks } from './track-list.ts';

describe('track lists', () => {
  it('reads catalog lines numbered or not', () => {
    expect(catalogTracks(['1. Blue', 'River'])).toEqual([
      { number: 1, name: 'Blue', durationMs: null },
      { number: 2, name: 'River', durationMs: null },
    ]);
  });

  it('stands in with 13 placeholder tracks', () => {
    expect(placeholderTracks()).toHaveLength(13);
  });

  it('formats durations and estimates unknown lengths at 3.5 minutes a track', () => {
    expect(formatDuration(185_000)).toBe('3:05');
    expect(albumLength(2_580_000, 10)).toEqual({ minutes: 43, estimated: false });
    expect(albumLength(null, 10)).toEqual({ minutes: 35, estimated: true });
    expect(albumLength(null, null)).toBeNull();
  });
});
