import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import type {
  AccountExport,
  ExportedGive,
  ExportedRecord,
} from '@album-club/contracts/account-data';

/**
 * An export's album records into the listener's own: what the export says wins where it says
 * something (a rating, notes, a known mark), tags are joined, a favourite stays a favourite.
 * Answers the records written.
 */
export async function restoreRecords(
  db: Database,
  userId: string,
  records: ExportedRecord[],
): Promise<number> {
  if (records.length === 0) return 0;
  const values = JSON.stringify(
    records.map((record) => ({
      album_id: record.album.id,
      rating: record.rating,
      tags: record.tags,
      notes: record.notes,
      is_favorite: record.favorite,
      is_known: record.known,
      in_library: record.saved,
      last_listened_at: record.lastListenedAt,
      created_at: record.createdAt,
      updated_at: record.updatedAt,
    })),
  );
  const rows = await queryRows<{ album_id: string }>(
    db,
    sql`
    insert into user_album (user_id, album_id, rating, tags, notes, is_favorite, is_known,
      in_library, last_listened_at, created_at, updated_at)
    select ${userId}, v.album_id, v.rating, v.tags, v.notes, v.is_favorite, v.is_known,
      v.in_library, v.last_listened_at, v.created_at, v.updated_at
    from jsonb_to_recordset(${values}::jsonb) as v(album_id text, rating real, tags jsonb,
      notes text, is_favorite boolean, is_known boolean, in_library boolean,
      last_listened_at timestamptz, created_at timestamptz, updated_at timestamptz)
    where exists (select 1 from album a where a.id = v.album_id)
    on conflict (user_id, album_id) do update set
      rating = coalesce(excluded.rating, user_album.rating),
      tags = (select coalesce(jsonb_agg(distinct t), '[]'::jsonb)
              from jsonb_array_elements_text(user_album.tags || excluded.tags) as t),
      notes = coalesce(excluded.notes, user_album.notes),
      is_favorite = user_album.is_favorite or excluded.is_favorite,
      in_library = user_album.in_library or excluded.in_library,
      is_known = coalesce(excluded.is_known, user_album.is_known),
      last_listened_at = greatest(user_album.last_listened_at, excluded.last_listened_at),
      updated_at = greatest(user_album.updated_at, excluded.updated_at)
    returning album_id`,
  );
  return rows.length;
}

/** An export's gives, as gives of this listener; a give restored before is not given twice. */
export async function restoreGives(
  db: Database,
  userId: string,
  gives: ExportedGive[],
): Promise<number> {
  if (gives.length === 0) return 0;
  const values = JSON.stringify(
    gives.map((give) => ({
      album_id: give.albumId,
      album_title: give.albumTitle,
      artist: give.artist,
      situation: give.situation,
      description: give.description,
      recipient_email: give.recipientEmail,
      mailed_at: give.mailedAt,
      opened_at: give.openedAt,
      created_at: give.createdAt,
    })),
  );
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    insert into give (giver_id, album_id, album_title, artist, situation, description,
      recipient_email, mailed_at, opened_at, created_at)
    select ${userId}, (select a.id from album a where a.id = v.album_id), v.album_title, v.artist,
      v.situation, v.description, v.recipient_email, v.mailed_at, v.opened_at, v.created_at
    from jsonb_to_recordset(${values}::jsonb) as v(album_id text, album_title text, artist text,
      situation text, description text, recipient_email text, mailed_at timestamptz,
      opened_at timestamptz, created_at timestamptz)
    where not exists (
      select 1 from give g where g.giver_id = ${userId} and g.created_at = v.created_at
        and g.album_title = v.album_title and g.situation = v.situation
    )
    returning id`,
  );
  return rows.length;
}

/**
 * The recommendations the listener received, each with its moment; one restored before (the same
 * album at the same time) is not added again. Answers the recommendations written.
 */
export async function restoreRecommendations(
  db: Database,
  userId: string,
  recommendations: AccountExport['recommendations'],
): Promise<number> {
  if (recommendations.length === 0) return 0;
  const values = JSON.stringify(
    recommendations.map((entry) => ({
      album_id: entry.albumId,
      situation: entry.situation,
      company: entry.company,
      mood: entry.mood,
      want_new: entry.wantNew,
      local_hour: entry.localHour,
      explanation: entry.explanation,
      short_explanation: entry.shortExplanation,
      created_at: entry.createdAt,
    })),
  );
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    insert into recommendation (user_id, album_id, situation, company, mood, want_new, local_hour,
      explanation, short_explanation, created_at)
    select ${userId}, v.album_id, v.situation, v.company, v.mood, v.want_new, v.local_hour,
      v.explanation, v.short_explanation, v.created_at
    from jsonb_to_recordset(${values}::jsonb) as v(album_id text, situation text, company text,
      mood text, want_new text, local_hour int, explanation text, short_explanation text,
      created_at timestamptz)
    where exists (select 1 from album a where a.id = v.album_id)
      and not exists (
        select 1 from recommendation r where r.user_id = ${userId} and r.album_id = v.album_id
          and r.created_at = v.created_at
      )
    returning id`,
  );
  return rows.length;
}

/**
 * The export's rewards: the higher of the points and karma held and exported (never their sum,
 * so restoring the same export again adds nothing), and every badge of both.
 */
export async function restoreRewards(
  db: Database,
  userId: string,
  rewards: NonNullable<AccountExport['rewards']>,
): Promise<number> {
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`
    insert into member_reward (user_id, discovery_points, community_karma, badges)
    values (${userId}, ${rewards.discoveryPoints}, ${rewards.communityKarma},
      ${JSON.stringify(rewards.badges)}::jsonb)
    on conflict (user_id) do update set
      discovery_points = greatest(member_reward.discovery_points, excluded.discovery_points),
      community_karma = greatest(member_reward.community_karma, excluded.community_karma),
      badges = (select coalesce(jsonb_agg(distinct b), '[]'::jsonb)
                from jsonb_array_elements(member_reward.badges || excluded.badges) as b),
      updated_at = now()
    returning user_id`,
  );
  return rows.length;
}
