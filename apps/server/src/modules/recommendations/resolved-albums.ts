import type { CatalogAlbum } from '@album-club/recommender/catalog/catalog-album';
import type { Database } from '../../db/database.ts';
import {
  findCatalogAlbums,
  type NewAlbumRow,
} from '../album-directory/album-directory.repository.ts';
import {
  albumRowFromCatalog,
  resolveCatalogAlbum,
  type FindOnSpotify,
} from '../album-directory/album-directory.service.ts';

const KEEP_MS = 10 * 60_000;
/** More than the built-in catalog holds, with room for Spotify twins. */
const MAX_KEPT = 50_000;

/** A catalog album as a product album; `store`: no instance had stored it, store it with the pick. */
export interface ResolvedAlbum {
  row: NewAlbumRow;
  store: boolean;
}

/**
 * Catalog albums resolved by this process, so a pick costs no database round trip. The albums
 * already stored are read once, in one query; an album no instance had stored is answered as the
 * catalog album and stored with the recommendation (`store`, then `stored`). A listener with
 * Spotify still searches for an album kept without a twin; a catalog album kept longer than
 * KEEP_MS is read again, so a twin another instance found is served within that time.
 */
export function resolvedAlbumsCache(now: () => number = Date.now) {
  const kept = new Map<string, { row: NewAlbumRow; at: number }>();
  let storedRead: Promise<void> | null = null;
  const keep = (catalogId: string, row: NewAlbumRow) => {
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(catalogId, { row, at: now() });
  };
  const readStored = (db: Database) => {
    storedRead ??= findCatalogAlbums(db).then(
      (rows) => {
        for (const row of rows)
          if (row.catalogId && !kept.has(row.catalogId)) keep(row.catalogId, row);
      },
      (error: unknown) => {
        storedRead = null;
        throw error;
      },
    );
    return storedRead;
  };
  const resolve = async (
    db: Database,
    entry: CatalogAlbum,
    findOnSpotify?: FindOnSpotify,
  ): Promise<ResolvedAlbum> => {
    await readStored(db);
    const hit = kept.get(entry.id);
    if (hit && (hit.row.spotifyId || (!findOnSpotify && now() - hit.at < KEEP_MS)))
      return { row: hit.row, store: false };
    if (!hit && !findOnSpotify) return { row: albumRowFromCatalog(entry), store: true };
    const row = await resolveCatalogAlbum(db, entry, findOnSpotify);
    keep(entry.id, row);
    return { row, store: false };
  };
  /** The catalog album answered with `store` is in the database now. */
  const stored = (entry: CatalogAlbum, row: NewAlbumRow) => {
    if (!kept.has(entry.id)) keep(entry.id, row);
  };
  return Object.assign(resolve, { stored });
}
export type ResolveAlbum = ReturnType<typeof resolvedAlbumsCache>;
