import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { executeNamed } from '../../db/named-query.ts';
import { rowsOf } from '../../db/query-rows.ts';
import { liveSessionSql, type LiveSessionRow } from '../../lib/session-liveness.repository.ts';
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

/** What the records query answers besides the records, so the request needs no round trip for it. */
export interface ListenerRecordsExtras {
  /** The session given to confirm and its listener, when it is live; else null. */
  session?: LiveSessionRow | null;
  /** The club's gives as of this read (see community-gives.repository.ts). */
  givesVersion?: number;
}

export type ReadRecords = ListenerRecordRows & ListenerRecordsExtras;

/** Whose records to read: the listener, and a session this instance kept for them to confirm. */
export interface RecordsCaller {
  userId: string;
  confirmSessionId?: string | null;
}

const LIBRARY_ROWS = 5000;
const RECENT_PLAYS = 1000;
/** Enough past recommendations that 'something new' stays new for a long while. */
export const PAST_RECOMMENDATIONS = 200;

const albumFields = sql`'id', a.id, 'catalogId', a.catalog_id, 'title', a.title, 'artists', a.artists`;

/**
 * Everything the engine may know about each listener, for several listeners in one round trip:
 * their album records, recent plays, top artists and past recommendations, with how many they
 * were given in the last `windowSeconds` (their rate limit is counted from the recommendations
 * themselves), the session to confirm while it is live, and the version of the club's gives, so a
 * kept aggregate is known to be current at no extra cost. Answers in the callers' order. The
 * callers go as one JSON parameter, so the statement's text is the same for any number of them.
 */
export async function readRecordsOf(
  db: Database,
  callers: readonly RecordsCaller[],
  windowSeconds = 60,
): Promise<ReadRecords[]> {
  const json = JSON.stringify(
    callers.map((caller, i) => ({
      i,
      user_id: caller.userId,
      session_id: caller.confirmSessionId ?? null,
    })),
  );
  const result = await executeNamed(
    db,
    'listener_records_of',
    sql`
    select c.i,
      ${liveSessionSql(sql`c.session_id`, new Date())} as session,
      (select coalesce(json_agg(json_build_object(${albumFields},
          'rating', ua.rating, 'tags', ua.tags, 'favorite', ua.is_favorite,
          'known', ua.is_known, 'saved', ua.in_library)), '[]')
        from (select * from user_album where user_id = c.user_id
              order by updated_at desc limit ${LIBRARY_ROWS}) ua
        join album a on a.id = ua.album_id) as albums,
      (select coalesce(json_agg(json_build_object(${albumFields}, 'playedAt', p.played_at)
          order by p.played_at), '[]')
        from (select * from play where user_id = c.user_id
              order by played_at desc limit ${RECENT_PLAYS}) p
        join album a on a.id = p.album_id) as plays,
      (select coalesce(json_agg(t.name order by t.time_range <> 'short_term', t.time_range, t.rank),
          '[]')
        from top_artist t where t.user_id = c.user_id) as "topArtists",
      (select coalesce(json_agg(r.catalog_id order by r.created_at), '[]')
        from (select coalesce(details->>'catalogId', album_id) as catalog_id, created_at
              from recommendation where user_id = c.user_id
              order by created_at desc limit ${PAST_RECOMMENDATIONS}) r) as recommended,
      (select coalesce(json_agg((extract(epoch from created_at) * 1000)::bigint
          order by created_at), '[]')
        from recommendation where user_id = c.user_id
          and created_at > now() - make_interval(secs => ${windowSeconds})) as recent,
      ${communityGivesVersionSql} as "givesVersion"
    from json_to_recordset(${json}::json) as c(i int, user_id text, session_id text)`,
  );
  const rows = rowsOf<ReadRecords & { i: number }>(result);
  const byCaller: ReadRecords[] = [];
  for (const { i, ...records } of rows) byCaller[i] = records;
  if (byCaller.length !== callers.length || byCaller.includes(undefined as never))
    throw new Error('the listener records query answered a row short');
  return byCaller;
}

/** One listener's records (see `readRecordsOf`). */
export async function readListenerRecords(
  db: Database,
  userId: string,
  windowSeconds = 60,
  extra: Omit<RecordsCaller, 'userId'> = {},
): Promise<ReadRecords> {
  const [records] = await readRecordsOf(db, [{ userId, ...extra }], windowSeconds);
  if (!records) throw new Error('listener records query answered no row');
  return records;
}
