import type { CatalogAlbum } from '../catalog/catalog-album.ts';
import { titleKey } from '../text/name-key.ts';
import type { AlbumIndex } from './album-index.ts';
import { artistNames } from './album-lookups.ts';
import type { AlbumRef, ListenerAlbum, ListenerProfile } from './listener-profile.ts';

/** A library this big holds much of the canon: its famous albums are known, saved or not. */
const BIG_LIBRARY = 300;
/** The most widely rated albums of a catalog (its canon), as a share of the catalog. */
const FAMOUS_SHARE = 0.02;

/** "Thriller - 25th Anniversary Edition" and "Thriller (Remastered)" are Thriller. */
const EDITION =
  /\s+[-–—:/]\s+.*\b(edition|remaster(ed)?|deluxe|anniversary|expanded|version|reissue|mono|stereo|live)\b.*$/i;
const looseTitle = (title: string) => titleKey(title.replace(EDITION, ''));

/** Cheap on purpose (every record is keyed per request): case and a leading "the" do not matter. */
const plainArtist = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/^the\s+/, '');

/** "I don't know this one", and nothing else: the album is still new to them. */
const markedUnknown = (row: ListenerAlbum) =>
  row.known === false &&
  !row.saved &&
  !row.favourite &&
  !((row.rating ?? 0) > 0) &&
  (row.tags?.length ?? 0) === 0;

const famousCounts = new WeakMap<readonly CatalogAlbum[], number>();

function famousFrom(albums: readonly CatalogAlbum[]): number {
  let least = famousCounts.get(albums);
  if (least === undefined) {
    const counts = albums.map((album) => album.rating?.count ?? 0).sort((a, b) => b - a);
    least = Math.max(1, counts[Math.floor(counts.length * FAMOUS_SHARE)] ?? 1);
    famousCounts.set(albums, least);
  }
  return least;
}

/**
 * Whether an album is truly new to the listener: nothing in their records names it, by id or by
 * artist and title in any edition, and it is not a famous album a big library plainly knows.
 * Undefined when there are no records to check: then nothing is said about novelty.
 */
export function noveltyCheck(
  index: Pick<AlbumIndex, 'albums' | 'byId' | 'bySpotifyId'>,
  profile: ListenerProfile | undefined,
): ((album: CatalogAlbum) => boolean) | undefined {
  const catalog = index.albums;
  const albums = profile?.albums ?? [];
  const refs: AlbumRef[] = [
    ...albums.filter((row) => !markedUnknown(row)),
    ...(profile?.plays ?? []),
    ...(profile?.recommended ?? []),
  ];
  if (refs.length === 0 && albums.length === 0) return undefined;
  const ids = new Set<string>();
  // Titles by plainly written artist: keying every record fully would cost more than the answer.
  const titles = new Map<string, string[]>();
  const addTitle = (title: string, artist: string) => {
    const names = artist.includes(',') ? [artist, ...artist.split(/,\s*/)] : [artist];
    for (const name of names) {
      const key = plainArtist(name);
      const list = titles.get(key);
      if (list) list.push(title);
      else titles.set(key, [title]);
    }
  };
  for (const ref of refs) {
    ids.add(ref.albumId);
    if (ref.title && ref.artist) addTitle(ref.title, ref.artist);
    // A catalog may hold one album twice (a reissue under another id): both are known.
    const at = index.byId.get(ref.albumId) ?? index.bySpotifyId.get(ref.albumId);
    const known = at === undefined ? undefined : catalog[at];
    if (known) addTitle(known.title, known.artist);
  }
  const bigLibrary = (profile?.albums?.length ?? 0) >= BIG_LIBRARY;
  const famous = bigLibrary ? famousFrom(catalog) : Infinity;
  return (album) => {
    if (ids.has(album.id) || (album.spotifyId && ids.has(album.spotifyId))) return false;
    const title = looseTitle(album.title);
    for (const name of new Set([album.artist, ...artistNames(album)])) {
      const known = titles.get(plainArtist(name));
      if (known?.some((other) => looseTitle(other) === title)) return false;
    }
    return (album.rating?.count ?? 0) < famous;
  };
}
