// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AlbumSuggestion } from '@album-club/contracts/gives';
import { exactFirst } from './exact-first.ts';

const album = (title: string, artist: string, source: 'library' | 'catalog'): AlbumSuggestion => ({
  title,
  artist,
  source,
  year: null,
});

describe('give suggestions', () => {
  it('lists the exact match before partial ones, the rest in the server’s order', () => {
    const found = [
      album('Blue Demos', 'Joni Mitchell', 'library'),
      album('Blue Train', 'John Coltrane', 'library'),
      album('Blue', 'Joni Mitchell', 'catalog'),
      album('Kind of Blue', 'Miles Davis', 'catalog'),
    ];
    expect(exactFirst(found, ' blue ', '').map((a) => a.title)).toEqual([
      'Blue',
      'Blue Demos',
      'Blue Train',
      'Kind of Blue',
    ]);
    expect(exactFirst(found, 'Blue', 'joni mitchell')[0]).toEqual(found[2]);
  });
});
