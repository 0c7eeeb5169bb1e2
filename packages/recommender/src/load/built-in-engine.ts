import type { CatalogAlbum } from '../catalog/catalog-album.ts';
import { loadBuiltInCatalog } from '../catalog/load-catalog.ts';
import { loadBuiltInGenreTree } from '../catalog/load-genre-tree.ts';
import { createEngine, type Engine } from '../engine/create-engine.ts';
import { loadBuiltInWordVectors } from '../vectors/load-word-vectors.ts';

/**
 * An engine over the built-in catalog (or any catalog) with the shipped word vectors and genre
 * tree. Build it once at boot; `recommend` is then cheap per request.
 */
export function createBuiltInEngine(
  catalog: readonly CatalogAlbum[] = loadBuiltInCatalog(),
): Engine {
  return createEngine(catalog, loadBuiltInWordVectors(), { genreTree: loadBuiltInGenreTree() });
}
