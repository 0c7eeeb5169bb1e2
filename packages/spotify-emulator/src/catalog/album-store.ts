import type { CatalogAlbum } from '@album-club/recommender/catalog/catalog-album';
import { isSpotifyId, spotifyIdFrom } from '../ids/spotify-ids.ts';
import { seededRandom } from '../ids/seeded-random.ts';
import type { EmulatorAlbum, EmulatorArtist, EmulatorTrack } from './emulator-album.ts';
import { trackTitle } from './track-titles.ts';
import { durationRange, trackCountRange } from './track-shapes.ts';
import { must } from '../lang/must.ts';

const LABELS = [
  'Harbour Lights Records',
  'Northern Static',
  'Blue Orchard Music',
  'Paper Moon Sound',
  'Velvet Avenue',
  'Low Tide Recordings',
  'Kitchen Table Records',
  'Satellite Street',
  'Golden Hour Audio',
  'Wirehouse',
  'Slow Motion Editions',
  'Signal & Noise',
];

/** Every catalog album, searchable by id, with artists and lazily generated track lists. */
export interface AlbumStore {
  readonly albums: readonly EmulatorAlbum[];
  album(id: string): EmulatorAlbum | undefined;
  /** For ids the emulator itself stored (libraries, history): missing means a bug. */
  requireAlbum(id: string): EmulatorAlbum;
  byCatalogId(catalogId: string): EmulatorAlbum | undefined;
  artist(id: string): (EmulatorArtist & { genres: string[]; albumCount: number }) | undefined;
  tracks(albumId: string): EmulatorTrack[];
}

function albumType(releaseType: string | undefined): EmulatorAlbum['albumType'] {
  if (releaseType === 'ep' || releaseType === 'single') return 'single';
  if (releaseType === 'compilation') return 'compilation';
  return 'album';
}

function popularity(album: CatalogAlbum, random: ReturnType<typeof seededRandom>): number {
  const count = album.rating?.count;
  if (count === undefined) return random.int(15, 55);
  return Math.max(5, Math.min(95, Math.round(18 + Math.log10(count + 1) * 16)));
}

function artistNames(album: CatalogAlbum): string[] {
  const names = album.artists?.filter((name) => name.trim() !== '');
  return names && names.length > 0 ? names : [album.artist];
}

export function createAlbumStore(catalog: readonly CatalogAlbum[]): AlbumStore {
  const albums: EmulatorAlbum[] = [];
  const byId = new Map<string, EmulatorAlbum>();
  const byCatalog = new Map<string, EmulatorAlbum>();
  const artists = new Map<string, EmulatorArtist & { genres: string[]; albumCount: number }>();
  const releaseTypes = new Map<string, string | undefined>();

  for (const entry of catalog) {
    const id =
      entry.spotifyId && isSpotifyId(entry.spotifyId)
        ? entry.spotifyId
        : spotifyIdFrom(`album:${entry.id}`);
    if (byId.has(id)) continue;
    const random = seededRandom(`album-meta:${id}`);
    const albumArtists = artistNames(entry).map((name) => {
      const artistId = spotifyIdFrom(`artist:${name.trim().toLowerCase()}`);
      let artist = artists.get(artistId);
      if (!artist) {
        artist = { id: artistId, name: name.trim(), genres: [], albumCount: 0 };
        artists.set(artistId, artist);
      }
      artist.albumCount += 1;
      for (const genre of entry.genres.slice(0, entry.primaryGenreCount ?? 2)) {
        const lower = genre.toLowerCase();
        if (!artist.genres.includes(lower) && artist.genres.length < 6) artist.genres.push(lower);
      }
      return { id: artist.id, name: artist.name };
    });
    const [low, high] = trackCountRange(entry.releaseType);
    const album: EmulatorAlbum = {
      id,
      catalogId: entry.id,
      name: entry.title,
      artists: albumArtists,
      albumType: albumType(entry.releaseType),
      releaseDate: entry.year === null ? '0000' : String(entry.year),
      year: entry.year,
      genres: entry.genres,
      label: random.pick(LABELS),
      popularity: popularity(entry, random),
      upc: String(random.int(100000, 999999)) + String(random.int(100000, 999999)),
      trackCount: random.int(low, high),
    };
    albums.push(album);
    byId.set(id, album);
    byCatalog.set(entry.id, album);
    releaseTypes.set(id, entry.releaseType);
  }

  const trackCache = new Map<string, EmulatorTrack[]>();
  function tracks(albumId: string): EmulatorTrack[] {
    const cached = trackCache.get(albumId);
    if (cached) return cached;
    const album = byId.get(albumId);
    if (!album) return [];
    const random = seededRandom(`tracks:${albumId}`);
    const [shortest, longest] = durationRange(album.genres);
    const list = Array.from({ length: album.trackCount }, (_, index) => ({
      id: spotifyIdFrom(`track:${albumId}:${index + 1}`),
      albumId,
      name: trackTitle(random, index + 1, album.trackCount),
      trackNumber: index + 1,
      durationMs: random.int(shortest, longest) * 1000 + random.int(0, 999),
      explicit: random.chance(0.08),
      isrc: `QZ${albumId.slice(0, 3).toUpperCase()}${String(album.year ?? 0).slice(-2)}${String(index + 1).padStart(5, '0')}`,
    }));
    trackCache.set(albumId, list);
    return list;
  }

  return {
    albums,
    album: (id) => byId.get(id),
    requireAlbum: (id) => must(byId.get(id), `album ${id}`),
    byCatalogId: (catalogId) => byCatalog.get(catalogId),
    artist: (id) => artists.get(id),
    tracks,
  };
}
