import { artistKey, titleKey } from '../text/name-key.ts';
import type { AlbumIndex } from './album-index.ts';
import type { AlbumRef } from './listener-profile.ts';

/** The catalog album a reference names: by catalog id, Spotify id, then artist and title. */
export function resolveAlbum(index: AlbumIndex, ref: AlbumRef): number | undefined {
  const byId = index.byId.get(ref.albumId) ?? index.bySpotifyId.get(ref.albumId);
  if (byId !== undefined) return byId;
  if (!ref.title || !ref.artist) return undefined;
  const first = ref.artist.split(/,\s*/)[0] ?? ref.artist;
  return (
    index.byArtistTitle.get(`${artistKey(ref.artist)}|${titleKey(ref.title)}`) ??
    index.byArtistTitle.get(`${artistKey(first)}|${titleKey(ref.title)}`)
  );
}

/** Artist ids for a reference: the catalog album's artists, or the names it carries. */
export function artistIdsOf(
  index: AlbumIndex,
  album: number | undefined,
  ref: AlbumRef,
): Iterable<number> {
  if (album !== undefined) {
    return index.artistIds.subarray(index.artistStart[album], index.artistStart[album + 1]);
  }
  const ids: number[] = [];
  for (const name of (ref.artist ?? '').split(/,\s*/)) {
    const id = artistIdByName(index, name);
    if (id !== undefined) ids.push(id);
  }
  return ids;
}

const nameCaches = new WeakMap<AlbumIndex, Map<string, number | undefined>>();

/** Artist names repeat across requests (top artists), so their normalised lookups are kept. */
function artistIdByName(index: AlbumIndex, name: string): number | undefined {
  let cache = nameCaches.get(index);
  if (!cache) nameCaches.set(index, (cache = new Map()));
  if (cache.has(name)) return cache.get(name);
  if (cache.size >= 20_000) cache.clear();
  const id = index.artistIdByKey.get(artistKey(name));
  cache.set(name, id);
  return id;
}
