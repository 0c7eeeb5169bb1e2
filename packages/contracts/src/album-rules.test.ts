import { describe, expect, it } from 'vitest';
import { albumInteractionRequestSchema } from './albums.ts';
import { normaliseName, normaliseTag, tagKey } from './album-rules.ts';

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

describe('names as stored', () => {
  it('lose control and bidi-override characters; line breaks read as one space', () => {
    expect(normaliseName('Eve\r\nAdmin')).toBe('Eve Admin');
    expect(normaliseName('\u202Egnp.exe\u202C \u2066Mia\u2069\u202A\u202B\u202D\u2067\u2068')).toBe(
      'gnp.exe Mia',
    );
    expect(normaliseName('Mia\u0000\u0007\u001B[31m\u007F\u0085')).toBe('Mia[31m');
    expect(normaliseName(' 👩\u200D🍳 Chef ')).toBe('👩\u200D🍳 Chef');
  });

  it('are what the album interaction keeps as the names a listener typed', () => {
    const answer = albumInteractionRequestSchema.parse({
      albumId: 'csv_x',
      albumName: 'Blue\u202E\r\n',
      artistName: 'Joni\nMitchell',
      interactionType: 'rate',
      rating: 5,
    });
    expect([answer.albumName, answer.artistName]).toEqual(['Blue', 'Joni Mitchell']);
  });
});
