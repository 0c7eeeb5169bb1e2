import { describe, expect, it } from 'vitest';
import { GenreTree } from './genre-tree.ts';
import { loadBuiltInGenreTree } from './load-genre-tree.ts';

describe('GenreTree', () => {
  it('lists broader genres nearest first, across several parents, without looping', () => {
    const tree = new GenreTree({
      'dark ambient': ['ambient'],
      ambient: ['electronic'],
      loop: ['loop'],
    });
    expect(tree.ancestors('Dark Ambient')).toEqual(['ambient', 'electronic']);
    expect(tree.ancestors('loop')).toEqual([]);
    expect(tree.ancestors('unknown')).toEqual([]);
  });

  it('ships the RYM hierarchy', () => {
    expect(loadBuiltInGenreTree().ancestors('Trap')).toContain('hip hop');
  });
});
