import type { CatalogAlbum } from '../../src/catalog/catalog-album.ts';
import type { GenreTree } from '../../src/catalog/genre-tree.ts';
import type { EvalCase } from './dev-set.ts';

export interface Families {
  descriptors: Record<string, string[]>;
  genres: Record<string, string[]>;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s/-]+/)
    .filter(Boolean);

export function genreIn(genre: string, family: string[], tree: GenreTree): boolean {
  const name = genre.toLowerCase();
  const nameWords = words(name);
  const broader = tree.ancestors(name);
  return family.some(
    (f) => name === f || words(f).every((w) => nameWords.includes(w)) || broader.includes(f),
  );
}

/** Which parts of a case an album satisfies: its character, its genre. */
export function judge(
  album: CatalogAlbum,
  testCase: EvalCase,
  families: Families,
  tree: GenreTree,
) {
  const descriptors = new Set(album.descriptors.map((d) => d.toLowerCase()));
  const character = testCase.descriptors.some((name) =>
    (families.descriptors[name] ?? []).some((d) => descriptors.has(d.toLowerCase())),
  );
  const genre = testCase.genres.some((name) =>
    album.genres.some((g) => genreIn(g, families.genres[name] ?? [], tree)),
  );
  return { character, genre, either: character || genre };
}
