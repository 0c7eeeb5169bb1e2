import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';

/** An IANA zone is passed as text; an offset as an interval (as text PostgreSQL reads it POSIX-style, sign inverted). */
export const zoneOf = (timeZone: string): SQL =>
  /^[+-]\d{2}:\d{2}$/.test(timeZone) ? sql`${timeZone}::interval` : sql`${timeZone}::text`;

/** The records that count as the listener's albums: saved, played, or given any mark of their own. */
const COUNTED = sql.raw(`(ua.in_library or ua.last_listened_at is not null or ua.rating > 0
  or jsonb_array_length(ua.tags) > 0 or ua.notes is not null or ua.is_favorite or ua.is_known)`);

export interface Totals {
  totalAlbums: number;
  totalRatedAlbums: number;
  averageRating: number;
  totalShared: number;
}

export async function readTotals(db: Database, userId: string): Promise<Totals> {
  const [row] = await queryRows<Totals>(
    db,
    sql`select
      (select count(*)::int from user_album ua where ua.user_id = ${userId} and ${COUNTED}) as "totalAlbums",
      (select count(*)::int from user_album where user_id = ${userId} and rating > 0) as "totalRatedAlbums",
      (select coalesce(round(avg(rating)::numeric, 1), 0)::float8 from user_album
        where user_id = ${userId} and rating > 0) as "averageRating",
      (select count(*)::int from give where giver_id = ${userId}) as "totalShared"`,
  );
  if (!row) throw new Error('the totals query answered no row');
  return row;
}

/**
 * Consecutive days, in the listener's time zone, with a play, a rating above 0 or a
 * recommendation, ending today — or yesterday, while today has none yet.
 */
export async function readStreakDays(
  db: Database,
  userId: string,
  timeZone: string,
  now: Date,
): Promise<number> {
  const zone = zoneOf(timeZone);
  const [row] = await queryRows<{ streak: number }>(
    db,
    sql`with
      today as (select (${now.toISOString()}::timestamptz at time zone ${zone})::date as day),
      days as (
        select (played_at at time zone ${zone})::date as day from play where user_id = ${userId}
        union
        select (created_at at time zone ${zone})::date from event_log
          where user_id = ${userId} and event_type = 'album_interaction'
            and event_data->>'interactionType' = 'rate'
            and coalesce((event_data->>'rating')::real, 0) > 0
        union
        select (created_at at time zone ${zone})::date from recommendation where user_id = ${userId}
      ),
      islands as (
        select day, day - (row_number() over (order by day))::int as island
        from days where day <= (select day from today)
      ),
      runs as (select max(day) as last_day, count(*)::int as length from islands group by island)
    select coalesce((select length from runs where last_day >= (select day from today) - 1
      order by last_day desc limit 1), 0) as streak`,
  );
  return row?.streak ?? 0;
}

export interface SituationRow {
  situation: string;
  count: number;
  percentage: number;
}

/** The moments of the recommendations they took and the tags they gave (not 'saved'), most used first. */
export async function readTopSituations(
  db: Database,
  userId: string,
  limit: number,
): Promise<SituationRow[]> {
  return queryRows<SituationRow>(
    db,
    sql`with labels as (
        select lower(btrim(regexp_replace(situation, '\\s+', ' ', 'g'))) as label
          from recommendation where user_id = ${userId}
        union all
        select lower(btrim(regexp_replace(tag, '\\s+', ' ', 'g')))
          from user_album ua, jsonb_array_elements_text(ua.tags) as tag where ua.user_id = ${userId}
      ),
      used as (select label from labels where label <> '' and label <> 'saved')
    select label as situation, count(*)::int as count,
      round(100.0 * count(*) / sum(count(*)) over ())::int as percentage
    from used group by label order by count desc, label limit ${limit}`,
  );
}

export interface AlbumCardRow {
  id: string;
  spotifyId: string | null;
  title: string;
  artists: string[];
  image: string | null;
  spotifyUrl: string | null;
  /** A Date from node-postgres and PGlite alike; kept loose since raw rows are not parsed. */
  listenedAt: Date | string;
  durationMs: number | null;
  trackCount: number | null;
  rating: number | null;
  tags: string[];
  notes: string | null;
  isFavorite: boolean;
  isKnown: boolean | null;
  inLibrary: boolean;
}

const CARD_FIELDS = sql.raw(`a.id, a.spotify_id as "spotifyId", a.title, a.artists,
  a.image_url as image, a.spotify_url as "spotifyUrl", a.duration_ms as "durationMs",
  a.total_tracks as "trackCount", ua.rating, coalesce(ua.tags, '[]'::jsonb) as tags, ua.notes,
  coalesce(ua.is_favorite, false) as "isFavorite", ua.is_known as "isKnown",
  coalesce(ua.in_library, false) as "inLibrary"`);

/** Cards of the listener's album records that pass `where`, in `order`, `limit` at most. */
function readRecordCards(
  db: Database,
  userId: string,
  where: SQL,
  order: SQL,
  limit: number,
): Promise<AlbumCardRow[]> {
  return queryRows<AlbumCardRow>(
    db,
    sql`select ${CARD_FIELDS},
        greatest(ua.last_listened_at, ua.updated_at) as "listenedAt"
      from user_album ua join album a on a.id = ua.album_id
      where ua.user_id = ${userId} and ${where}
      order by ${order}
      limit ${limit}`,
  );
}

/** The listener's albums by latest activity (listened, saved, rated or changed): `consider`, newest first. */
export async function readRecentAlbums(
  db: Database,
  userId: string,
  consider: number,
): Promise<AlbumCardRow[]> {
  return readRecordCards(
    db,
    userId,
    COUNTED,
    sql`greatest(ua.last_listened_at, ua.updated_at) desc, a.id`,
    consider,
  );
}

/** The albums of the listener's latest `plays` plays, most recently played first. */
export async function readRecentlyPlayedAlbums(
  db: Database,
  userId: string,
  plays: number,
): Promise<AlbumCardRow[]> {
  return queryRows<AlbumCardRow>(
    db,
    sql`with recent as (
        select album_id, max(played_at) as played_at from (
          select album_id, played_at from play where user_id = ${userId}
          order by played_at desc limit ${plays}) p
        group by album_id)
      select ${CARD_FIELDS}, r.played_at as "listenedAt"
      from recent r join album a on a.id = r.album_id
      left join user_album ua on ua.user_id = ${userId} and ua.album_id = r.album_id
      order by r.played_at desc, a.id`,
  );
}

/** Albums rated `minimum` or more, best first, then most recently changed. */
export async function readHits(
  db: Database,
  userId: string,
  minimum: number,
  limit: number,
): Promise<AlbumCardRow[]> {
  return readRecordCards(
    db,
    userId,
    sql`ua.rating >= ${minimum}`,
    sql`ua.rating desc, ua.updated_at desc, a.id`,
    limit,
  );
}
