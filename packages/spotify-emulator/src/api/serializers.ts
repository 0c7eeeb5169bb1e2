import type { AlbumStore } from '../catalog/album-store.ts';
import type { EmulatorAlbum, EmulatorArtist, EmulatorTrack } from '../catalog/emulator-album.ts';
import { forMode, type SerializeContext } from './serialize-context.ts';
import { pagingObject } from './paging.ts';

const MARKETS = [
  'AR',
  'AU',
  'BR',
  'CA',
  'DE',
  'ES',
  'FR',
  'GB',
  'IN',
  'IT',
  'JP',
  'MX',
  'NL',
  'SE',
  'US',
];
const IMAGE_SIZES = [640, 300, 64];

export function images(context: SerializeContext, kind: 'album' | 'artist' | 'user', id: string) {
  return IMAGE_SIZES.map((size) => ({
    url: `${context.origin}/images/${kind}/${id}/${size}`,
    height: size,
    width: size,
  }));
}

export function simplifiedArtist(context: SerializeContext, artist: EmulatorArtist) {
  return {
    external_urls: { spotify: `${context.origin}/artist/${artist.id}` },
    href: `${context.origin}/v1/artists/${artist.id}`,
    id: artist.id,
    name: artist.name,
    type: 'artist' as const,
    uri: `spotify:artist:${artist.id}`,
  };
}

export function fullArtist(context: SerializeContext, store: AlbumStore, artistId: string) {
  const artist = store.artist(artistId);
  if (!artist) throw new Error(`Unknown artist ${artistId}`);
  const popularity = Math.min(90, 20 + artist.albumCount * 7);
  return forMode(context, 'artist', {
    ...simplifiedArtist(context, artist),
    followers: { href: null, total: popularity * popularity * 37 },
    genres: artist.genres,
    images: images(context, 'artist', artist.id),
    popularity,
  });
}

export function simplifiedAlbum(context: SerializeContext, album: EmulatorAlbum) {
  return forMode(context, 'simplifiedAlbum', {
    album_type: album.albumType,
    total_tracks: album.trackCount,
    available_markets: MARKETS,
    external_urls: { spotify: `${context.origin}/album/${album.id}` },
    href: `${context.origin}/v1/albums/${album.id}`,
    id: album.id,
    images: images(context, 'album', album.id),
    name: album.name,
    release_date: album.releaseDate,
    release_date_precision: 'year' as const,
    type: 'album' as const,
    uri: `spotify:album:${album.id}`,
    artists: album.artists.map((artist) => simplifiedArtist(context, artist)),
  });
}

export function simplifiedTrack(
  context: SerializeContext,
  album: EmulatorAlbum,
  track: EmulatorTrack,
) {
  return forMode(context, 'track', {
    artists: album.artists.map((artist) => simplifiedArtist(context, artist)),
    available_markets: MARKETS,
    disc_number: 1,
    duration_ms: track.durationMs,
    explicit: track.explicit,
    external_urls: { spotify: `${context.origin}/album/${album.id}#track-${track.trackNumber}` },
    href: `${context.origin}/v1/tracks/${track.id}`,
    id: track.id,
    name: track.name,
    preview_url: null,
    track_number: track.trackNumber,
    type: 'track' as const,
    uri: `spotify:track:${track.id}`,
    is_local: false,
  });
}

export function fullTrack(context: SerializeContext, album: EmulatorAlbum, track: EmulatorTrack) {
  return forMode(context, 'track', {
    ...simplifiedTrack(context, album, track),
    album: simplifiedAlbum(context, album),
    external_ids: { isrc: track.isrc },
    popularity: Math.max(0, album.popularity - track.trackNumber),
  });
}

export function albumTracksPage(
  context: SerializeContext,
  store: AlbumStore,
  album: EmulatorAlbum,
  offset: number,
  limit: number,
) {
  const tracks = store.tracks(album.id);
  return pagingObject(
    `${context.origin}/v1/albums/${album.id}/tracks`,
    tracks.slice(offset, offset + limit).map((track) => simplifiedTrack(context, album, track)),
    { offset, limit, total: tracks.length },
  );
}

export function fullAlbum(context: SerializeContext, store: AlbumStore, album: EmulatorAlbum) {
  const year = album.year ?? 0;
  return forMode(context, 'album', {
    ...simplifiedAlbum(context, album),
    available_markets: MARKETS,
    tracks: albumTracksPage(context, store, album, 0, 50),
    copyrights: [
      { text: `© ${year} ${album.label}`, type: 'C' },
      { text: `℗ ${year} ${album.label}`, type: 'P' },
    ],
    external_ids: { upc: album.upc },
    genres: [] as string[],
    label: album.label,
    popularity: album.popularity,
  });
}
