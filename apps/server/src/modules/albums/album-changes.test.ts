import { describe, expect, it } from 'vitest';
import { albumInteractionRequestSchema } from '@album-club/contracts/albums';
import { changesFor, rateAlbum, tagAlbum, uniqueTags } from './album-changes.ts';

const now = new Date('2026-05-01T12:00:00Z');
const parse = (body: Record<string, unknown>) =>
  albumInteractionRequestSchema.parse({ albumId: 'a1', albumName: 'A', ...body });

describe('album changes', () => {
  it('keeps the first spelling of a tag and drops later ones differing only in case', () => {
    expect(uniqueTags(['Late night', 'late night', 'LATE NIGHT', 'focus'])).toEqual([
      'Late night',
      'focus',
    ]);
  });

  it('adds, removes and replaces tags without case mattering', () => {
    const current = { tags: ['driving', 'Late night'] };
    expect(tagAlbum(current, ['late NIGHT', 'chill'], 'add')).toEqual({
      tags: ['driving', 'Late night', 'chill'],
    });
    expect(tagAlbum(current, ['LATE NIGHT'], 'remove')).toEqual({ tags: ['driving'] });
    expect(tagAlbum(current, [], 'set')).toEqual({ tags: [] });
  });

  it('rounds a rating to one decimal, treats 0 as no rating and notes a listen', () => {
    expect(rateAlbum({ tags: [] }, { rating: 7.26 }, now)).toEqual({
      rating: 7.3,
      lastListenedAt: now,
    });
    expect(rateAlbum({ tags: [] }, { rating: 0 }, now)).toEqual({ rating: null });
    expect(rateAlbum({ tags: [] }, { rating: 0.04 }, now)).toEqual({ rating: null });
  });

  it('leaves notes alone when a rating comes without them, and clears them on an empty update', () => {
    expect(
      changesFor({ tags: [] }, parse({ interactionType: 'rate', rating: 9 }), now),
    ).not.toHaveProperty('notes');
    expect(
      changesFor({ tags: [] }, parse({ interactionType: 'notes_update', notes: '  ' }), now),
    ).toEqual({
      notes: null,
    });
  });

  it('marks known, unknown, and clears the choice with isKnown null', () => {
    expect(changesFor({ tags: [] }, parse({ interactionType: 'mark_known' }), now)).toEqual({
      isKnown: true,
    });
    expect(changesFor({ tags: [] }, parse({ interactionType: 'mark_unknown' }), now)).toEqual({
      isKnown: false,
    });
    expect(
      changesFor({ tags: [] }, parse({ interactionType: 'mark_unknown', isKnown: null }), now),
    ).toEqual({ isKnown: null });
  });
});
