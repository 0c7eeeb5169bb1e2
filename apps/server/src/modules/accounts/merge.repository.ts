import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { user } from '../../db/schema.ts';

/** Locks both users (the anonymous one first) and says whether the merge still has work to do. */
export async function lockUsersForMerge(tx: Tx, fromId: string, toId: string) {
  const rows = await tx
    .select({ id: user.id, isAnonymous: user.isAnonymous })
    .from(user)
    .where(inArray(user.id, [fromId, toId]))
    .orderBy(user.id)
    .for('update');
  return { from: rows.find((row) => row.id === fromId), to: rows.find((row) => row.id === toId) };
}

/**
 * The listener's own album records. Where both users have one for the same album, the fields are
 * merged one by one: the more recently updated record wins each field it has a value for, the
 * other record fills the gaps; the Spotify-library flags stay the account's own.
 */
export async function mergeUserAlbums(tx: Tx, fromId: string, toId: string) {
  await tx.execute(sql`
    update user_album t set
      rating = case when a.updated_at > t.updated_at then coalesce(a.rating, t.rating) else coalesce(t.rating, a.rating) end,
      tags = case
        when a.updated_at > t.updated_at then (case when jsonb_array_length(a.tags) > 0 then a.tags else t.tags end)
        else (case when jsonb_array_length(t.tags) > 0 then t.tags else a.tags end) end,
      notes = case when a.updated_at > t.updated_at then coalesce(a.notes, t.notes) else coalesce(t.notes, a.notes) end,
      is_favorite = case when a.updated_at > t.updated_at then a.is_favorite else t.is_favorite end,
      is_known = case when a.updated_at > t.updated_at then coalesce(a.is_known, t.is_known) else coalesce(t.is_known, a.is_known) end,
      last_listened_at = greatest(a.last_listened_at, t.last_listened_at),
      created_at = least(a.created_at, t.created_at),
      updated_at = greatest(a.updated_at, t.updated_at)
    from user_album a
    where a.user_id = ${fromId} and t.user_id = ${toId} and t.album_id = a.album_id`);
  await tx.execute(sql`
    delete from user_album a using user_album t
    where a.user_id = ${fromId} and t.user_id = ${toId} and t.album_id = a.album_id`);
  await tx.execute(sql`update user_album set user_id = ${toId} where user_id = ${fromId}`);
}

/** Plays: the union, each play once. */
export async function mergePlays(tx: Tx, fromId: string, toId: string) {
  await tx.execute(sql`
    delete from play a using play t
    where a.user_id = ${fromId} and t.user_id = ${toId}
      and t.track_id = a.track_id and t.played_at = a.played_at`);
  await tx.execute(sql`update play set user_id = ${toId} where user_id = ${fromId}`);
}

/** Rows that simply change hands: recommendations, gives (both sides), events, sync runs. */
export async function moveOwnedRows(tx: Tx, fromId: string, toId: string) {
  await tx.execute(sql`update recommendation set user_id = ${toId} where user_id = ${fromId}`);
  await tx.execute(sql`update give set giver_id = ${toId} where giver_id = ${fromId}`);
  await tx.execute(
    sql`update give set recipient_user_id = ${toId} where recipient_user_id = ${fromId}`,
  );
  await tx.execute(sql`update event_log set user_id = ${toId} where user_id = ${fromId}`);
  await tx.execute(sql`update sync_run set user_id = ${toId} where user_id = ${fromId}`);
}

/** Rewards add up; badges are the union. */
export async function mergeRewards(tx: Tx, fromId: string, toId: string) {
  await tx.execute(sql`
    update member_reward t set
      discovery_points = t.discovery_points + a.discovery_points,
      community_karma = t.community_karma + a.community_karma,
      badges = (select coalesce(jsonb_agg(distinct b), '[]'::jsonb)
                from jsonb_array_elements(t.badges || a.badges) as b),
      updated_at = greatest(t.updated_at, a.updated_at)
    from member_reward a
    where a.user_id = ${fromId} and t.user_id = ${toId}`);
  await tx.execute(sql`
    delete from member_reward a using member_reward t
    where a.user_id = ${fromId} and t.user_id = ${toId}`);
  await tx.execute(sql`update member_reward set user_id = ${toId} where user_id = ${fromId}`);
}

/** Top artists come from a Spotify account: the account's own lists win, per time range. */
export async function mergeTopArtists(tx: Tx, fromId: string, toId: string) {
  await tx.execute(sql`
    delete from top_artist a
    where a.user_id = ${fromId}
      and exists (select 1 from top_artist t where t.user_id = ${toId} and t.time_range = a.time_range)`);
  await tx.execute(sql`update top_artist set user_id = ${toId} where user_id = ${fromId}`);
}

/** The anonymous user goes last; its sessions go with it. */
export async function deleteAnonymousUser(tx: Tx, id: string) {
  await tx.execute(sql`delete from "user" where id = ${id} and is_anonymous = true`);
}
