import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { executeNamed } from '../../db/named-query.ts';
import { rowsOf } from '../../db/query-rows.ts';

export interface CommunityGiveRow {
  albumId: string;
  situation: string;
  count: number;
}

/**
 * The version of the club's gives: triggers raise it when a change to gives or givers commits
 * (migration 0008), so a kept aggregate read at this version or later is current.
 */
export const communityGivesVersionSql = sql`(select version::float8
  from community_gives_version where id = 1)`;

/**
 * The club's gives by album (catalog id when known) and situation, counted once per member,
 * with the version they are at (read in the same statement, so the two agree). Anonymous
 * accounts cost nothing to make, so their gives count once they belong to an account.
 */
export async function readCommunityGives(
  db: Database,
): Promise<{ version: number; gives: CommunityGiveRow[] }> {
  const result = await executeNamed(
    db,
    'community_gives',
    sql`
    select ${communityGivesVersionSql} as version,
      (select coalesce(json_agg(club), '[]') from (
        select coalesce(a.catalog_id, g.album_id) as "albumId", g.situation,
               count(distinct g.giver_id)::int as count
        from give g
        join album a on a.id = g.album_id
        join "user" u on u.id = g.giver_id and not u.is_anonymous
        group by 1, 2) club) as gives`,
  );
  const [row] = rowsOf<{ version: number; gives: CommunityGiveRow[] }>(result);
  if (!row) throw new Error('the community gives query answered no row');
  return row;
}
