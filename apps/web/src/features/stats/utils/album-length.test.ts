// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { albumLength, notesPreview, visibleTags } from './album-length.ts';

describe('album card details (spec constants)', () => {
  it('shows the real length when known, else tracks × 3.5 minutes', () => {
    expect(albumLength(2_520_000, 9)).toBe('42 min');
    expect(albumLength(null, 12)).toBe('42 min');
    expect(albumLength(null, 21)).toBe('1 h 14 min');
    expect(albumLength(7_200_000, null)).toBe('2 h');
    expect(albumLength(null, null)).toBeNull();
  });

  it('cuts notes at 50 characters', () => {
    const long = 'This album takes me straight back to the night bus home in 2009';
    expect(notesPreview(long)).toBe(`${long.slice(0, 50).trimEnd()}…`);
    expect(notesPreview('short')).toBe('short');
  });

  it('shows two tags and counts the rest, never the tag "saved"', () => {
    expect(visibleTags(['saved', 'late night', 'focus', 'chill'])).toEqual({
      shown: ['late night', 'focus'],
      more: 1,
    });
    expect(visibleTags(['Saved'])).toEqual({ shown: [], more: 0 });
  });
});
