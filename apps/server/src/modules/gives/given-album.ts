import { createHash } from 'node:crypto';
import { artistKey, titleKey } from '@album-club/recommender/text/name-key';
import type { Database } from '../../db/database.ts';
import { ensureAlbum } from '../album-directory/album-rows.repository.ts';
import { builtInCatalogLookup } from '../album-directory/catalog-link.ts';
import { resolveCatalogAlbum } from '../album-directory/album-directory.service.ts';
import { libraryAlbumsTitled } from './library-albums.repository.ts';

const sameArtist = (typed: string, artists: string[]) => {
  const key = artistKey(typed);
  return artistKey(artists.join(', ')) === key || artists.some((name) => artistKey(name) === key);
};

/**
 * The album a give names, as the product stores albums, so the engine and the friend's rating
 * refer to the same one: the catalog album (its Spotify twin when one is known), else the
 * giver's own library album, else an album of its own named after what was typed (the same
 * spelling always lands on the same id).
 */
export async function resolveGivenAlbum(
  db: Database,
  giverId: string,
  title: string,
  artist: string,
): Promise<string> {
  const catalog = builtInCatalogLookup();
  const catalogId = catalog.match({ spotifyId: null, title, artists: [artist] });
  const entry = catalogId ? catalog.byId(catalogId) : undefined;
  if (entry) return (await resolveCatalogAlbum(db, entry)).id;

  const owned = await libraryAlbumsTitled(db, giverId, title);
  const mine = owned.find((row) => sameArtist(artist, row.artists));
  if (mine) return mine.id;

  const key = createHash('sha256')
    .update(`${artistKey(artist)}|${titleKey(title)}`)
    .digest('hex')
    .slice(0, 32);
  const id = `give_${key}`;
  await ensureAlbum(db, { id, title, artists: [artist] });
  return id;
}
