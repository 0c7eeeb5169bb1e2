import type { CatalogAlbum } from '../../src/catalog/catalog-album.ts';
import type { GenreTree } from '../../src/catalog/genre-tree.ts';
import type { EvalCase } from './dev-set.ts';
import { judge, type Families } from './relevance.ts';

export interface Scores {
  hitAt1: number;
  precisionAt10: number;
  characterP10: number;
  genreP10: number;
  bothP10: number;
}

/** Mean Hit@1 and Precision@10 over cases; `rank` returns each case's top 10. */
export function score(
  cases: EvalCase[],
  rank: (testCase: EvalCase, caseIndex: number) => CatalogAlbum[],
  families: Families,
  tree: GenreTree,
): Scores {
  let hit = 0;
  let precision = 0;
  let character = 0;
  let genre = 0;
  let both = 0;
  cases.forEach((testCase, i) => {
    const top = rank(testCase, i).slice(0, 10);
    const judged = top.map((album) => judge(album, testCase, families, tree));
    if (judged[0]?.either) hit += 1;
    precision += judged.filter((j) => j.either).length / 10;
    character += judged.filter((j) => j.character).length / 10;
    genre += judged.filter((j) => j.genre).length / 10;
    both += judged.filter((j) => j.character && j.genre).length / 10;
  });
  const n = cases.length;
  return {
    hitAt1: hit / n,
    precisionAt10: precision / n,
    characterP10: character / n,
    genreP10: genre / n,
    bothP10: both / n,
  };
}
