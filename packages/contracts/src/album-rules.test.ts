import { describe, expect, it } from 'vitest';
import { albumInteractionRequestSchema } from './albums.ts';
import { normaliseTag, tagKey } from './album-rules.ts';

describe('tags as stored', () => {
  it('are trimmed, with inner blanks of any kind collapsed to one space', () => {
    expect(normaliseTag('  late \t night ')).toBe('late night');
    expect(normaliseTag('late\u00A0night')).toBe('late night');
    expect(normaliseTag('late\u3000\u3164night')).toBe('late night');
  });

  it('lose characters that show nothing, so an unseen copy is the same tag', () => {
    expect(tagKey('late\u200Bnight ')).toBe(tagKey('latenight'));
    expect(normaliseTag('\u200Blate night\u200E')).toBe('late night');
    expect(normaliseTag('\u2060\uFEFF\u200B')).toBe('');
  });

  it('keep emoji sequences whole', () => {
    expect(normaliseTag(' 👩\u200D🍳 ')).toBe('👩\u200D🍳');
  });

  it('made only of unseen characters are refused like empty ones', () => {
    const answer = albumInteractionRequestSchema.safeParse({
      albumId: 'csv_x',
      albumName: 'X',
      interactionType: 'tag',
      tags: ['\u200B\u200B'],
    });
    expect(answer.success).toBe(false);
    expect(answer.error?.issues[0]?.message).toBe('A tag cannot be empty');
  });
});
