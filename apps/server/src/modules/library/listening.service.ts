import {
  FALLBACK_GENRES,
  type RecentlyPlayed,
  type SavedAlbums,
  type TopArtists,
} from '@album-club/contracts/library';
import type { Database } from '../../db/database.ts';
import type { ListenerSpotify } from '../../lib/listener-session.ts';
import type { TimeRange } from '../../integrations/spotify/spotify-types.ts';
import { albumFromRow, albumFromSpotify } from './album-shape.ts';
import { linkedAlbumRow } from './catalog-rows.ts';
import { recordPlays } from './library-import.repository.ts';
import { storedPlays, storedTopArtists } from './library.repository.ts';
import { isSpotifyOutage } from './spotify-outage.ts';

interface Logger {
  warn(details: object, message: string): void;
}

const uniqueGenres = (lists: string[][]) => [...new Set(lists.flat())];

/** GET /spotify/saved-albums: one page of the listener's Spotify library, live. */
export async function savedAlbums(
  spotify: ListenerSpotify,
  page: { limit: number; offset: number },
): Promise<SavedAlbums> {
  const answer = await spotify.api.getSavedAlbums(page);
  return {
    items: answer.items.map((item) => {
      const row = linkedAlbumRow(item.album);
      return {
        added_at: item.added_at,
        album: albumFromSpotify(item.album, { catalogId: row.catalogId, genres: row.genres }),
      };
    }),
    total: answer.total,
    limit: answer.limit,
    offset: answer.offset,
  };
}

/**
 * GET /spotify/top-artists: live from Spotify; when Spotify cannot answer (or is not connected),
 * the artists of the last sync; with none of those, the spec's fallback genres.
 */
export async function topArtists(
  db: Database,
  spotify: ListenerSpotify | null,
  userId: string,
  query: { time_range: TimeRange; limit: number },
  log: Logger,
): Promise<TopArtists> {
  if (spotify) {
    try {
      const answer = await spotify.api.getTopArtists({
        timeRange: query.time_range,
        limit: query.limit,
      });
      const artists = answer.items.map((artist) => ({
        id: artist.id,
        name: artist.name,
        genres: artist.genres ?? [],
        images: (artist.images ?? []).map(({ url, width, height }) => ({ url, width, height })),
      }));
      return { artists, genres: uniqueGenres(artists.map((a) => a.genres)), source: 'spotify' };
    } catch (error) {
      if (!isSpotifyOutage(error)) throw error;
      log.warn({ code: error.code }, 'top artists: Spotify did not answer, using stored ones');
    }
  }
  const stored = await storedTopArtists(db, userId, query.time_range, query.limit);
  if (stored.length === 0) return { artists: [], genres: [...FALLBACK_GENRES], source: 'fallback' };
  const artists = stored.map((artist) => ({
    id: artist.artistId,
    name: artist.name,
    genres: artist.genres,
    images: artist.imageUrl ? [{ url: artist.imageUrl, width: null, height: null }] : [],
  }));
  return { artists, genres: uniqueGenres(artists.map((a) => a.genres)), source: 'stored' };
}

/**
 * GET /spotify/recently-played: live from Spotify, and every play seen is kept (the listening
 * history grows past Spotify's window). When Spotify cannot answer, the history the product kept.
 */
export async function recentlyPlayed(
  db: Database,
  spotify: ListenerSpotify,
  userId: string,
  limit: number,
  log: Logger,
): Promise<RecentlyPlayed> {
  try {
    const answer = await spotify.api.getRecentlyPlayed({ limit });
    const plays = answer.items.map((item) => ({
      album: linkedAlbumRow(item.track.album),
      trackId: item.track.id,
      playedAt: new Date(item.played_at),
      item,
    }));
    await recordPlays(db, userId, plays, new Date()).catch((error: unknown) =>
      log.warn({ err: error }, 'recently played: the plays could not be kept'),
    );
    return {
      items: plays.map(({ album, item }) => ({
        played_at: item.played_at,
        track: {
          id: item.track.id,
          name: item.track.name,
          duration_ms: item.track.duration_ms,
          album: albumFromSpotify(item.track.album, {
            catalogId: album.catalogId,
            genres: album.genres,
          }),
        },
      })),
      source: 'spotify',
    };
  } catch (error) {
    if (!isSpotifyOutage(error)) throw error;
    log.warn({ code: error.code }, 'recently played: Spotify did not answer, using kept history');
    const rows = await storedPlays(db, userId, limit);
    return {
      items: rows.map((row) => ({
        played_at: row.playedAt.toISOString(),
        track: { id: row.trackId, name: null, duration_ms: null, album: albumFromRow(row.album) },
      })),
      source: 'stored',
    };
  }
}
