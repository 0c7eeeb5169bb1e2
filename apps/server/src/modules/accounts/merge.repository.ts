import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
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

export interface GiveRewardRules {
  reward: { discoveryPoints: number; communityKarma: number };
  /** Gives one person may share a day (the `give` rate rule). */
  perDay: number;
}

/**
 * Rewards as if one person had made every give: before the gives change hands, the anonymous
 * listener's gives earn for the account only where the account would have earned for them. A
 * moment (album and situation) the account already shared earns nothing again, and of the last
 * day's gives only as many as the account's daily allowance left over earn. Badges are the union.
 */
export async function mergeRewards(tx: Tx, fromId: string, toId: string, rules: GiveRewardRules) {
  const [counts] = await queryRows<{ older: number; recent: number; accountRecent: number }>(
    tx,
    sql`
    with moments as (
      select distinct on (album_id, situation) album_id, situation, created_at
      from give where giver_id = ${fromId}
      order by album_id, situation, created_at
    ), fresh as (
      select m.created_at from moments m
      where not exists (select 1 from give t
                        where t.giver_id = ${toId} and t.album_id = m.album_id
                          and t.situation = m.situation)
    )
    select
      (select count(*) from fresh where created_at <= now() - interval '1 day')::int as "older",
      (select count(*) from fresh where created_at > now() - interval '1 day')::int as "recent",
      (select count(*) from give
       where giver_id = ${toId} and created_at > now() - interval '1 day')::int as "accountRecent"`,
  );
  const allowance = Math.max(0, rules.perDay - (counts?.accountRecent ?? 0));
  const earning = (counts?.older ?? 0) + Math.min(counts?.recent ?? 0, allowance);
  const points = earning * rules.reward.discoveryPoints;
  const karma = earning * rules.reward.communityKarma;
  await tx.execute(sql`
    insert into member_reward (user_id)
    select ${toId} where exists (select 1 from member_reward where user_id = ${fromId})
    on conflict (user_id) do nothing`);
  await tx.execute(sql`
    update member_reward t set
      discovery_points = t.discovery_points + ${points},
      community_karma = t.community_karma + ${karma},
      badges = (select coalesce(jsonb_agg(distinct b), '[]'::jsonb)
                from jsonb_array_elements(t.badges || a.badges) as b),
      updated_at = greatest(t.updated_at, a.updated_at)
    from member_reward a
    where a.user_id = ${fromId} and t.user_id = ${toId}`);
  await tx.execute(sql`delete from member_reward where user_id = ${fromId}`);
}

/**
 * Limits count per person: the anonymous listener's open counters (gives today, friend e-mails,
 * Spotify renewals: every rule counted per user id) are added to the account's, so a merge
 * never starts the account's day afresh.
 */
export async function mergeRateCounters(tx: Tx, fromId: string, toId: string) {
  // Counters are keyed `<rule>:<subject>`, the subject lower-cased (see rate-limiter.ts).
  const fromSuffix = `:${fromId.toLowerCase()}`;
  const toSuffix = `:${toId.toLowerCase()}`;
  await tx.execute(sql`
    insert into rate_limit (key, count, window_started_at, expires_at)
    select left(key, length(key) - ${fromSuffix.length}) || ${toSuffix}, count,
           window_started_at, expires_at
    from rate_limit
    where right(key, ${fromSuffix.length}) = ${fromSuffix} and expires_at > now()
    on conflict (key) do update set
      count = case when rate_limit.expires_at <= now() then excluded.count
                   else rate_limit.count + excluded.count end,
      window_started_at = case when rate_limit.expires_at <= now() then excluded.window_started_at
                               else least(rate_limit.window_started_at, excluded.window_started_at) end,
      expires_at = case when rate_limit.expires_at <= now() then excluded.expires_at
                        else greatest(rate_limit.expires_at, excluded.expires_at) end`);
  await tx.execute(
    sql`delete from rate_limit where right(key, ${fromSuffix.length}) = ${fromSuffix}`,
  );
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
