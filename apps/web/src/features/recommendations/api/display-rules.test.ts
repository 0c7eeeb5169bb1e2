import { describe, expect, it } from 'vitest';
import { notesCounter } from './notes-counter.ts';
import { albumLength, catalogTracks, formatDuration, placeholderTracks } from './track-list.ts';

describe('the notes counter', () => {
  it('counts quietly to 120, warns with what is left above, and says when the limit is reached', () => {
    expect(notesCounter(120)).toEqual({ text: '120/140', warning: false });
    expect(notesCounter(121)).toEqual({ text: '19 characters remaining', warning: true });
    expect(notesCounter(139)).toEqual({ text: '1 character remaining', warning: true });
    expect(notesCounter(140)).toEqual({ text: 'Character limit reached', warning: true });
  });
});

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
