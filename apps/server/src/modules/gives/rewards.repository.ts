import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';

export interface RewardRow {
  discoveryPoints: number;
  communityKarma: number;
  badges: string[];
}

const NO_REWARDS: RewardRow = { discoveryPoints: 0, communityKarma: 0, badges: [] };

export async function readRewards(db: Database, userId: string): Promise<RewardRow> {
  const [row] = await queryRows<RewardRow>(
    db,
    sql`select discovery_points as "discoveryPoints", community_karma as "communityKarma", badges
        from member_reward where user_id = ${userId}`,
  );
  return row ?? NO_REWARDS;
}

/**
 * Adds a reward inside the caller's transaction. The member's row is created if missing, then
 * locked, so concurrent gives add up and only one of them can be the one that unlocks a badge.
 */
export async function addReward(
  tx: Tx,
  userId: string,
  reward: { discoveryPoints: number; communityKarma: number; badge: string },
): Promise<RewardRow & { badgeUnlocked: boolean }> {
  await tx.execute(
    sql`insert into member_reward (user_id) values (${userId}) on conflict (user_id) do nothing`,
  );
  const [before] = await queryRows<{ badges: string[] }>(
    tx,
    sql`select badges from member_reward where user_id = ${userId} for update`,
  );
  const badgeUnlocked = !(before?.badges ?? []).includes(reward.badge);
  const [after] = await queryRows<RewardRow>(
    tx,
    sql`update member_reward set
          discovery_points = discovery_points + ${reward.discoveryPoints},
          community_karma = community_karma + ${reward.communityKarma},
          badges = case when ${badgeUnlocked} then badges || ${JSON.stringify([reward.badge])}::jsonb
                        else badges end,
          updated_at = now()
        where user_id = ${userId}
        returning discovery_points as "discoveryPoints", community_karma as "communityKarma", badges`,
  );
  if (!after) throw new Error('member reward was not updated');
  return { ...after, badgeUnlocked };
}
