import type { CatalogAlbum } from '../../src/catalog/catalog-album.ts';
import { variety } from '../../src/engine/seeded-variety.ts';

/** Ten albums drawn at random (seeded), ignoring the moment. */
export function randomTop(albums: readonly CatalogAlbum[], seed: number): CatalogAlbum[] {
  const picked = new Set<number>();
  for (let i = 0; picked.size < Math.min(10, albums.length); i += 1) {
    picked.add(Math.floor(variety(seed, i) * albums.length));
  }
  return [...picked].map((i) => albums[i] as CatalogAlbum);
}

/** The ten most rated albums, the same for every moment. */
export function popularTop(albums: readonly CatalogAlbum[]): CatalogAlbum[] {
  return [...albums].sort((a, b) => (b.rating?.count ?? 0) - (a.rating?.count ?? 0)).slice(0, 10);
}
