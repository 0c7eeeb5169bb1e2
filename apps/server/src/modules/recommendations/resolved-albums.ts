import type { CatalogAlbum } from '@album-club/recommender/catalog/catalog-album';
import type { Database } from '../../db/database.ts';
import type { NewAlbumRow } from '../album-directory/album-directory.repository.ts';
import {
  resolveCatalogAlbum,
  type FindOnSpotify,
} from '../album-directory/album-directory.service.ts';

const KEEP_MS = 10 * 60_000;
const MAX_KEPT = 5000;

/**
 * Catalog albums already resolved (and stored) by this process, so a popular pick costs no
 * database round trip. A listener with Spotify still searches for an album kept without a
 * Spotify twin; album rows are never deleted, so a kept row always exists in the database.
 */
export function resolvedAlbumsCache(now: () => number = Date.now) {
  const kept = new Map<string, { row: NewAlbumRow; at: number }>();
  return async (
    db: Database,
    entry: CatalogAlbum,
    findOnSpotify?: FindOnSpotify,
  ): Promise<NewAlbumRow> => {
    const hit = kept.get(entry.id);
    const fresh = hit && now() - hit.at < KEEP_MS;
    if (hit && fresh && (hit.row.spotifyId || !findOnSpotify)) return hit.row;
    const row = await resolveCatalogAlbum(db, entry, findOnSpotify);
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(entry.id, { row, at: now() });
    return row;
  };
}
export type ResolveAlbum = ReturnType<typeof resolvedAlbumsCache>;
