import type { CatalogAlbum } from '../catalog/catalog-album.ts';
import { loadBuiltInCatalog } from '../catalog/load-catalog.ts';
import { loadBuiltInGenreTree } from '../catalog/load-genre-tree.ts';
import { createEngine, type Engine } from '../engine/create-engine.ts';
import { loadBuiltInWordVectors } from '../vectors/load-word-vectors.ts';
import { loadBuiltInHubs } from './built-in-hubs.ts';

/**
 * An engine over the built-in catalog (or any catalog) with the shipped word vectors and genre
 * tree, and for the built-in catalog its shipped hubness. Build it once at boot; `recommend` is
 * then cheap per request.
 */
export function createBuiltInEngine(
  catalog: readonly CatalogAlbum[] = loadBuiltInCatalog(),
  { shippedHubs = true }: { shippedHubs?: boolean } = {},
): Engine {
  return createEngine(catalog, loadBuiltInWordVectors(), {
    genreTree: loadBuiltInGenreTree(),
    hubs: shippedHubs ? loadBuiltInHubs(catalog) : null,
  });
}
