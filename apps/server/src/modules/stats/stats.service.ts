import {
  HIT_RATING,
  STATS_HITS,
  STATS_RATED_NEEDED,
  STATS_RECENT_ALBUMS,
  STATS_RECENT_PLAYS,
  type DashboardAlbum,
  type UserStats,
} from '@album-club/contracts/stats';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import { spotifySearchUrl } from '../../lib/spotify-search-url.ts';
import {
  readHits,
  readRecentAlbums,
  readRecentlyPlayedAlbums,
  readStreakDays,
  readTopSituations,
  readTotals,
  type AlbumCardRow,
} from './stats.repository.ts';

const TOP_SITUATIONS = 5;

const card = (row: AlbumCardRow): DashboardAlbum => ({
  id: row.id,
  spotifyId: row.spotifyId,
  title: row.title,
  artist: row.artists.join(', '),
  image: row.image,
  // An album with no Spotify twin (a catalog album) is still found on Spotify, by a search.
  spotifyUrl: row.spotifyUrl ?? spotifySearchUrl(row.title, row.artists.join(' ')),
  listenedAt: new Date(row.listenedAt).toISOString(),
  durationMs: row.durationMs,
  trackCount: row.trackCount,
  rating: row.rating ?? 0,
  tags: row.tags,
  notes: row.notes,
  isFavorite: row.isFavorite,
  isKnown: row.isKnown,
  inLibrary: row.inLibrary,
});

/** PostgreSQL may not know a zone the browser does; that is the caller's input, not our fault. */
function unknownZone(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : '';
  return /time zone .* not recognized/i.test(text);
}

/**
 * GET /spotify/user-stats (spec: User stats). With fewer than 5 rated albums the recent albums
 * start with those of the latest plays (the spec's fallback to recently played), followed by the
 * rest of the library, and there are no hits.
 */
export async function userStats(
  db: Database,
  userId: string,
  timeZone: string,
  now: Date,
): Promise<UserStats> {
  const totals = await readTotals(db, userId);
  let streakDays: number;
  try {
    streakDays = await readStreakDays(db, userId, timeZone, now);
  } catch (error) {
    if (unknownZone(error))
      throw badRequest(`Unknown time zone: ${timeZone}`, 'querystring.timeZone');
    throw error;
  }
  const enoughRated = totals.totalRatedAlbums >= STATS_RATED_NEEDED;
  const played = enoughRated ? [] : await readRecentlyPlayedAlbums(db, userId, STATS_RECENT_PLAYS);
  const fromPlays = played.length > 0;
  const library = await readRecentAlbums(db, userId, STATS_RECENT_PLAYS);
  // Recently played first; the rest of the list is the library, so a listener with few plays
  // still sees their albums.
  const seen = new Set(played.map((row) => row.id));
  const recent = [...played, ...library.filter((row) => !seen.has(row.id))];
  return {
    ...totals,
    streakDays,
    topSituations: await readTopSituations(db, userId, TOP_SITUATIONS),
    recentAlbums: recent.slice(0, STATS_RECENT_ALBUMS).map(card),
    recentHits: enoughRated ? (await readHits(db, userId, HIT_RATING, STATS_HITS)).map(card) : [],
    recentSource: fromPlays ? 'recently_played' : 'library',
  };
}
