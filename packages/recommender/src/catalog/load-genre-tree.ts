import { readFileSync } from 'node:fs';
import { GenreTree } from './genre-tree.ts';

export const builtInGenreTreeUrl = new URL('../../data/genre-tree.json', import.meta.url);

let builtIn: GenreTree | undefined;

/** The RYM genre hierarchy that ships with the product (see DATA.md). */
export function loadBuiltInGenreTree(): GenreTree {
  builtIn ??= new GenreTree(JSON.parse(readFileSync(builtInGenreTreeUrl, 'utf8')));
  return builtIn;
}
