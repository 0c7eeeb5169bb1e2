import type { CatalogAlbum } from '../../src/catalog/catalog-album.ts';
import type { GenreTree } from '../../src/catalog/genre-tree.ts';
import type { HeldOutCase } from './held-out-set.ts';
import { genreIn, judge, type Families } from './relevance.ts';

export interface HeldOutScores {
  hitAt1: number;
  precisionAt10: number;
  /** First picks that carry a descriptor the moment rules out (cheer for grief, …). */
  misfires: number;
  /** Explicit asks whose first pick is in kind, of all explicit asks. */
  asksInKind: number;
  asks: number;
}

/** Whether an album answers a held-out case: in kind for an ask, never a ruled-out character. */
export function relevantHeldOut(
  album: CatalogAlbum,
  testCase: HeldOutCase,
  families: Families,
  tree: GenreTree,
  latestYear: number,
): boolean {
  if (misfires(album, testCase, families)) return false;
  if (!testCase.ask) return judge(album, testCase, families, tree).either;
  return inKind(album, testCase.ask, families, tree, latestYear);
}

export function inKind(
  album: CatalogAlbum,
  ask: NonNullable<HeldOutCase['ask']>,
  families: Families,
  tree: GenreTree,
  latestYear: number,
): boolean {
  const genreOk =
    ask.genres.length === 0 ||
    ask.genres.some((name) =>
      album.genres.some((g) => genreIn(g, families.genres[name] ?? [], tree)),
    );
  const [from, to] = ask.years === 'latest' ? [latestYear, latestYear] : (ask.years ?? [0, 9999]);
  const year = album.year ?? 0;
  return genreOk && year >= from && year <= to;
}

function misfires(album: CatalogAlbum, testCase: HeldOutCase, families: Families): boolean {
  const descriptors = new Set(album.descriptors.map((d) => d.toLowerCase()));
  return (testCase.never ?? []).some((name) =>
    (families.descriptors[name] ?? []).some((d) => descriptors.has(d.toLowerCase())),
  );
}

export function scoreHeldOut(
  cases: HeldOutCase[],
  rank: (testCase: HeldOutCase) => CatalogAlbum[],
  families: Families,
  tree: GenreTree,
  latestYear: number,
): HeldOutScores {
  let hit = 0;
  let precision = 0;
  let misfired = 0;
  let asksInKind = 0;
  for (const testCase of cases) {
    const top = rank(testCase).slice(0, 10);
    const relevant = top.map((a) => relevantHeldOut(a, testCase, families, tree, latestYear));
    if (relevant[0]) hit += 1;
    precision += relevant.filter(Boolean).length / 10;
    if (top[0] && misfires(top[0], testCase, families)) misfired += 1;
    if (testCase.ask && top[0] && inKind(top[0], testCase.ask, families, tree, latestYear))
      asksInKind += 1;
  }
  return {
    hitAt1: hit / cases.length,
    precisionAt10: precision / cases.length,
    misfires: misfired,
    asksInKind,
    asks: cases.filter((c) => c.ask).length,
  };
}
