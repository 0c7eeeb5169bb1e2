import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { executeNamed } from '../../db/named-query.ts';
import { rowsOf } from '../../db/query-rows.ts';
import { recommendation } from '../../db/schema.ts';
import { sessionLiveSql } from '../../lib/session-liveness.repository.ts';
import { wellFormedText } from '../../lib/well-formed-text.ts';
import { communityGivesVersionSql } from './community-gives.repository.ts';

/** An album as the listener's records name it, with the catalog entry it was resolved from. */
export interface RecordAlbum {
  id: string;
  catalogId: string | null;
  title: string;
  artists: string[];
}

export interface ListenerRecordRows {
  albums: (RecordAlbum & {
    rating: number | null;
    tags: string[];
    favorite: boolean;
    known: boolean | null;
    saved: boolean;
  })[];
  /** Most recent last. */
  plays: (RecordAlbum & { playedAt: string })[];
  /** Most listened first, short-term lists before longer ones. */
  topArtists: string[];
  /** Catalog ids (every recommendation comes from the catalog), oldest first. */
  recommended: string[];
  /** When each recommendation of the last `windowSeconds` was made (epoch ms), oldest first. */
  recent: number[];
}

const LIBRARY_ROWS = 5000;
const RECENT_PLAYS = 1000;
/** Enough past recommendations that 'something new' stays new for a long while. */
export const PAST_RECOMMENDATIONS = 200;

const albumFields = sql`'id', a.id, 'catalogId', a.catalog_id, 'title', a.title, 'artists', a.artists`;

/** What the records query may also answer, so that the request needs no round trip for it. */
export interface RecordsQueryExtras {
  /** A session this instance kept for the caller: answers whether it is still live. */
  confirmSessionId?: string | null;
}

export interface ListenerRecordsExtras {
  sessionLive?: boolean;
  /** The club's gives as of this read (see community-gives.repository.ts). */
  givesVersion?: number;
}

/**
 * Everything the engine may know about a listener, in one round trip: their album records,
 * recent plays, top artists and past recommendations, with how many they were given in the last
 * `windowSeconds` (their rate limit is counted from the recommendations themselves), and the
 * version of the club's gives, so a kept aggregate is known to be current at no extra cost.
 */
export async function readListenerRecords(
  db: Database,
  userId: string,
  windowSeconds = 60,
  extra: RecordsQueryExtras = {},
): Promise<ListenerRecordRows & ListenerRecordsExtras> {
  const sessionLive = extra.confirmSessionId
    ? sessionLiveSql(extra.confirmSessionId, new Date())
    : undefined;
  const result = await executeNamed(
    db,
    sessionLive ? 'listener_records_live' : 'listener_records',
    sql`
    select${sessionLive ? sql` ${sessionLive} as "sessionLive",` : sql``}
      (select coalesce(json_agg(json_build_object(${albumFields},
          'rating', ua.rating, 'tags', ua.tags, 'favorite', ua.is_favorite,
          'known', ua.is_known, 'saved', ua.in_library)), '[]')
        from (select * from user_album where user_id = ${userId}
              order by updated_at desc limit ${LIBRARY_ROWS}) ua
        join album a on a.id = ua.album_id) as albums,
      (select coalesce(json_agg(json_build_object(${albumFields}, 'playedAt', p.played_at)
          order by p.played_at), '[]')
        from (select * from play where user_id = ${userId}
              order by played_at desc limit ${RECENT_PLAYS}) p
        join album a on a.id = p.album_id) as plays,
      (select coalesce(json_agg(t.name order by t.time_range <> 'short_term', t.time_range, t.rank),
          '[]')
        from top_artist t where t.user_id = ${userId}) as "topArtists",
      (select coalesce(json_agg(r.catalog_id order by r.created_at), '[]')
        from (select coalesce(details->>'catalogId', album_id) as catalog_id, created_at
              from recommendation where user_id = ${userId}
              order by created_at desc limit ${PAST_RECOMMENDATIONS}) r) as recommended,
      (select coalesce(json_agg((extract(epoch from created_at) * 1000)::bigint
          order by created_at), '[]')
        from recommendation where user_id = ${userId}
          and created_at > now() - make_interval(secs => ${windowSeconds})) as recent,
      ${communityGivesVersionSql} as "givesVersion"`,
  );
  const [row] = rowsOf<ListenerRecordRows & ListenerRecordsExtras>(result);
  if (!row) throw new Error('listener records query answered no row');
  return row;
}

export type NewRecommendationRow = typeof recommendation.$inferInsert;
/** A row as stored: its id and time are set before it goes to the database. */
export type StoredRecommendationRow = NewRecommendationRow & { id: string; createdAt: Date };

/** The text as stored (see well-formed-text.ts); an engine sentence may cut a character in two. */
const wellFormed = <T extends string | null>(text: T): T =>
  (text === null ? text : wellFormedText(text)) as T;

/**
 * Several recommendations in one statement (see recommendation-writer.ts). The rows go as one
 * JSON parameter that PostgreSQL turns back into `recommendation` records: the statement's text
 * stays the same whatever the number of rows, and one text parameter costs the embedded
 * database less than thirteen arrays of values.
 */
export async function insertRecommendations(
  db: Database,
  rows: StoredRecommendationRow[],
): Promise<void> {
  const records = rows.map((row) => ({
    id: row.id,
    user_id: row.userId,
    album_id: row.albumId,
    situation: wellFormed(row.situation),
    company: wellFormed(row.company ?? null),
    mood: wellFormed(row.mood ?? null),
    want_new: row.wantNew,
    local_hour: row.localHour ?? null,
    score: row.score ?? null,
    explanation: wellFormed(row.explanation),
    short_explanation: wellFormed(row.shortExplanation),
    details: row.details ?? {},
    created_at: row.createdAt.toISOString(),
  }));
  await executeNamed(
    db,
    'insert_recommendations',
    sql`
    insert into recommendation (id, user_id, album_id, situation, company, mood, want_new,
      local_hour, score, explanation, short_explanation, details, created_at)
    select id, user_id, album_id, situation, company, mood, want_new, local_hour, score,
      explanation, short_explanation, details, created_at
    from json_populate_recordset(null::recommendation, ${JSON.stringify(records)}::json)`,
  );
}

/** The short line the caller was given with a recommendation of this album, if any. */
/**
 * The short line of the listener's latest recommendation of an album: for the given situation
 * when one is named (a line written for another moment does not fit this one), else any.
 */
export async function findShortExplanation(
  db: Database,
  userId: string,
  albumId: string,
  situation?: string,
): Promise<string | undefined> {
  const same = situation?.trim()
    ? sql`lower(trim(${recommendation.situation})) = ${situation.trim().toLowerCase()}`
    : undefined;
  const [row] = await db
    .select({ shortExplanation: recommendation.shortExplanation })
    .from(recommendation)
    .where(and(eq(recommendation.userId, userId), eq(recommendation.albumId, albumId), same))
    .orderBy(desc(recommendation.createdAt))
    .limit(1);
  return row?.shortExplanation;
}
