import type { AlbumRef, ListenerProfile } from '@album-club/recommender/engine/listener-profile';
import type { ListenerRecordRows, RecordAlbum } from './listener-records.repository.ts';

const MAX_TOP_ARTISTS = 20;

/** The catalog id when the album came from the catalog, so the engine finds it directly. */
const refOf = (album: RecordAlbum): AlbumRef => ({
  albumId: album.catalogId ?? album.id,
  title: album.title,
  artist: album.artists.join(', '),
});

/**
 * The listener's records in the engine's terms. Top artists the web app sends (read from Spotify
 * on the device) follow the ones stored, each name once.
 */
export function listenerProfile(
  rows: ListenerRecordRows,
  options: { extraTopArtists?: readonly string[]; utcOffsetMinutes?: number } = {},
): ListenerProfile {
  const seen = new Set<string>();
  const topArtists: string[] = [];
  for (const name of [...rows.topArtists, ...(options.extraTopArtists ?? [])]) {
    const key = name.trim().toLowerCase();
    if (!key || seen.has(key) || topArtists.length >= MAX_TOP_ARTISTS) continue;
    seen.add(key);
    topArtists.push(name.trim());
  }
  return {
    topArtists,
    albums: rows.albums.map((album) => ({
      ...refOf(album),
      saved: album.saved,
      rating: album.rating,
      tags: album.tags,
      favourite: album.favorite,
      known: album.known,
    })),
    plays: rows.plays.map((play) => ({ ...refOf(play), playedAt: play.playedAt })),
    recommended: rows.recommended.map((albumId) => ({ albumId })),
    utcOffsetMinutes: options.utcOffsetMinutes ?? 0,
  };
}
