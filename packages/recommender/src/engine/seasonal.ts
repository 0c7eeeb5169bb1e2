import type { CatalogAlbum } from '../catalog/catalog-album.ts';
import type { EngineCore } from './engine-core.ts';
import type { ExplicitAsks } from './explicit-asks.ts';
import type { Understanding } from './understanding.ts';

/** Genre names of the records a season owns: Christmas music, holiday music. */
export const SEASONAL = /christmas|holiday/i;

/** A Christmas or holiday record: its first genre says so. */
export const isSeasonalAlbum = (album: Pick<CatalogAlbum, 'genres'> | undefined) =>
  SEASONAL.test(album?.genres[0] ?? '');

const seasonalByIndex = new WeakMap<EngineCore['index'], number[]>();

/** Per catalog, worked out once: its seasonal records, ascending. */
export function seasonalAlbums(index: EngineCore['index']): number[] {
  let known = seasonalByIndex.get(index);
  if (!known) {
    known = [];
    for (let a = 0; a < index.count; a += 1) if (isSeasonalAlbum(index.albums[a])) known.push(a);
    seasonalByIndex.set(index, known);
  }
  return known;
}

/** A Christmas record plays only in its season: the moment names it or asks for its music. */
export function inSeason(understanding: Understanding, asks: ExplicitAsks): boolean {
  if ((understanding.moments.get('christmas') ?? 0) > 0) return true;
  return asks.genres.some((ask) => ask.families.some((family) => SEASONAL.test(family)));
}
