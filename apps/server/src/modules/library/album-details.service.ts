import type { Album, AlbumTracks } from '@album-club/contracts/library';
import type { Database } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ListenerSpotify } from '../../lib/listener-session.ts';
import { spotifyNotConnected } from '../../integrations/spotify/spotify-errors.ts';
import {
  findAlbumByCatalogId,
  findAlbumsByIds,
  upsertAlbums,
} from '../album-directory/album-directory.repository.ts';
import { UNDESCRIBED_TITLE } from '../album-directory/album-directory.service.ts';
import { builtInCatalogLookup } from '../album-directory/catalog-link.ts';
import { albumFromCatalog, albumFromRow, albumFromSpotify } from './album-shape.ts';
import { linkedAlbumRow } from './catalog-rows.ts';
import { recordAlbumDuration } from './library.repository.ts';
import { isSpotifyOutage } from './spotify-outage.ts';

export const isCatalogId = (id: string) => id.startsWith('csv_');
/** Albums known only from an imported listening history (`imp_…`): no provider has them. */
const isImportedId = (id: string) => id.startsWith('imp_');

const noSuchAlbum = () => notFound('There is no album with this id.');

/** Spotify's "Non existing id" becomes the product's own 404. */
const asNotFound = (error: unknown) =>
  error instanceof AppError && error.code === 'SPOTIFY_NOT_FOUND' ? noSuchAlbum() : error;

/** A built-in catalog album: its Spotify twin's data once one was found, else the catalog's. */
async function catalogAlbum(db: Database, id: string): Promise<Album> {
  const stored = await findAlbumByCatalogId(db, id);
  if (stored) return albumFromRow(stored, id);
  const entry = builtInCatalogLookup().byId(id);
  if (!entry) throw noSuchAlbum();
  return albumFromCatalog(entry);
}

/**
 * GET /spotify/album/{id}. Albums Spotify described before are answered from the database; others
 * are asked from Spotify as the listener and remembered. Without a Spotify connection only stored
 * and catalog albums can be answered.
 */
export async function albumDetails(
  db: Database,
  spotify: ListenerSpotify | null,
  id: string,
): Promise<Album> {
  if (isCatalogId(id)) return catalogAlbum(db, id);
  const [found] = await findAlbumsByIds(db, [id]);
  // An album nobody trusted has described yet holds no facts to answer with (UNDESCRIBED_TITLE).
  const stored = found && found.title !== UNDESCRIBED_TITLE ? found : undefined;
  if (stored?.spotifyUrl && stored.totalTracks !== null) return albumFromRow(stored);
  if (stored && isImportedId(id)) return albumFromRow(stored);
  if (!spotify) {
    if (stored) return albumFromRow(stored);
    throw spotifyNotConnected();
  }
  try {
    const found = await spotify.api.getAlbum(id);
    const row = linkedAlbumRow(found);
    await upsertAlbums(db, [row]);
    return albumFromSpotify(found, { catalogId: row.catalogId, genres: row.genres });
  } catch (error) {
    if (stored && isSpotifyOutage(error)) return albumFromRow(stored);
    throw asNotFound(error);
  }
}

/**
 * GET /spotify/album-tracks/{id}. Catalog albums have no provider tracks. A 429 from Spotify is
 * answered as an empty list marked `rateLimited`, so the caller skips the tracks silently.
 */
export async function albumTracks(
  db: Database,
  spotify: ListenerSpotify | null,
  id: string,
): Promise<AlbumTracks> {
  if (isCatalogId(id) || isImportedId(id)) return { items: [], rateLimited: false };
  if (!spotify) throw spotifyNotConnected();
  try {
    const tracks = await spotify.api.getAllAlbumTracks(id);
    const items = tracks.map(({ id: trackId, name, duration_ms, track_number }) => ({
      id: trackId,
      name,
      duration_ms,
      track_number,
    }));
    if (items.length > 0)
      await recordAlbumDuration(
        db,
        id,
        items.length,
        items.reduce((sum, track) => sum + track.duration_ms, 0),
      );
    return { items, rateLimited: false };
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED')
      return { items: [], rateLimited: true };
    throw asNotFound(error);
  }
}
