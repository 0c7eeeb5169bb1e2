import type { SaveAlbumResponse } from '@album-club/contracts/library';
import type { CatalogAlbum } from '@album-club/recommender/catalog/catalog-album';
import type { Database } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ListenerSpotify } from '../../lib/listener-session.ts';
import {
  findAlbumByCatalogId,
  findAlbumsByIds,
  upsertAlbums,
  type AlbumRow,
} from '../album-directory/album-directory.repository.ts';
import { resolveCatalogAlbum } from '../album-directory/album-directory.service.ts';
import { builtInCatalogLookup } from '../album-directory/catalog-link.ts';
import { isCatalogId } from './album-details.service.ts';
import { linkedAlbumRow } from './catalog-rows.ts';
import { isInStoredLibrary, setInLibrary } from './library.repository.ts';
import { isSpotifyOutage } from './spotify-outage.ts';

const notOnSpotify = () =>
  new AppError(
    'ALBUM_NOT_ON_SPOTIFY',
    'This album is not on Spotify, so it cannot be saved to your library.',
    409,
  );

const catalogEntryFromRow = (row: AlbumRow): CatalogAlbum => ({
  id: row.id,
  title: row.title,
  artist: row.artists.join(', '),
  artists: row.artists,
  year: Number.parseInt(row.releaseDate ?? '', 10) || null,
  genres: row.genres,
  descriptors: [],
});

/** The Spotify album a catalog album is, searching Spotify once; null when it has no twin. */
async function spotifyTwin(
  db: Database,
  spotify: ListenerSpotify,
  catalogId: string,
): Promise<string | null> {
  const known = await findAlbumByCatalogId(db, catalogId);
  if (known?.spotifyId) return known.spotifyId;
  const [stored] = await findAlbumsByIds(db, [catalogId]);
  const entry =
    builtInCatalogLookup().byId(catalogId) ?? (stored ? catalogEntryFromRow(stored) : undefined);
  if (!entry) throw notFound('There is no album with this id.');
  const resolved = await resolveCatalogAlbum(db, entry, (title, artist) =>
    spotify.api.searchAlbum(title, artist),
  );
  return resolved.spotifyId ?? null;
}

/** A Spotify album the product has not stored yet is fetched first: records refer to stored albums. */
async function ensureStored(db: Database, spotify: ListenerSpotify, spotifyId: string) {
  const [stored] = await findAlbumsByIds(db, [spotifyId]);
  if (stored) return;
  try {
    await upsertAlbums(db, [linkedAlbumRow(await spotify.api.getAlbum(spotifyId))]);
  } catch (error) {
    if (error instanceof AppError && error.code === 'SPOTIFY_NOT_FOUND')
      throw notFound('There is no album with this id.');
    throw error;
  }
}

/** PUT (saved) and DELETE (not saved) /spotify/save-album/{id}: changes the listener's Spotify library. */
export async function changeLibrary(
  db: Database,
  spotify: ListenerSpotify,
  userId: string,
  id: string,
  saved: boolean,
  now: Date = new Date(),
): Promise<SaveAlbumResponse> {
  const spotifyId = isCatalogId(id) ? await spotifyTwin(db, spotify, id) : id;
  if (!spotifyId) throw notOnSpotify();
  await ensureStored(db, spotify, spotifyId);
  if (saved) await spotify.api.saveAlbums([spotifyId]);
  else await spotify.api.removeAlbums([spotifyId]);
  await setInLibrary(db, userId, spotifyId, spotifyId === id ? [] : [id], saved, now);
  return { success: true, albumId: id, spotifyId, isSaved: saved };
}

/**
 * GET /spotify/album-saved/{id}: Spotify's answer; a catalog album without a Spotify twin is not
 * saved. When Spotify cannot answer, the library as last synced or written.
 */
export async function isAlbumSaved(
  db: Database,
  spotify: ListenerSpotify,
  userId: string,
  id: string,
): Promise<{ isSaved: boolean }> {
  const spotifyId = isCatalogId(id) ? (await findAlbumByCatalogId(db, id))?.spotifyId : id;
  if (!spotifyId) return { isSaved: false };
  try {
    const [saved] = await spotify.api.areAlbumsSaved([spotifyId]);
    return { isSaved: saved === true };
  } catch (error) {
    if (!isSpotifyOutage(error)) throw error;
    return { isSaved: await isInStoredLibrary(db, userId, [spotifyId, id]) };
  }
}
