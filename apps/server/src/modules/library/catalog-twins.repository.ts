import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/database.ts';

/** `c` is the listener's record of a catalog album, `s` an album naming it as its catalog entry. */
const twinOf = sql`s.catalog_id = c.album_id and s.id <> c.album_id and left(c.album_id, 4) = 'csv_'`;

/**
 * One album, one record. A listener who rated a catalog album (`csv_…`) before the product knew
 * its Spotify twin (as an anonymous listener, say) and later synced the twin from Spotify would
 * otherwise have two records of it: counted twice in the stats and shown twice. The catalog
 * record is folded into the twin's: what the listener said (rating, tags, notes, known) comes
 * from the more recently changed record that has it, a favourite stays a favourite, and the
 * Spotify-library flag is the twin's own. A catalog record whose twin the listener has no record
 * of simply moves to the twin.
 */
export async function foldCatalogRecords(db: Tx | Database, userId: string): Promise<void> {
  await db.execute(sql`
    update user_album t set
      rating = case when c.updated_at > t.updated_at
        then coalesce(c.rating, t.rating) else coalesce(t.rating, c.rating) end,
      tags = case when c.updated_at > t.updated_at
        then (case when jsonb_array_length(c.tags) > 0 then c.tags else t.tags end)
        else (case when jsonb_array_length(t.tags) > 0 then t.tags else c.tags end) end,
      notes = case when c.updated_at > t.updated_at
        then coalesce(c.notes, t.notes) else coalesce(t.notes, c.notes) end,
      is_favorite = t.is_favorite or c.is_favorite,
      is_known = case when c.updated_at > t.updated_at
        then coalesce(c.is_known, t.is_known) else coalesce(t.is_known, c.is_known) end,
      last_listened_at = greatest(c.last_listened_at, t.last_listened_at),
      created_at = least(c.created_at, t.created_at),
      updated_at = greatest(c.updated_at, t.updated_at)
    from user_album c, album s
    where c.user_id = ${userId} and t.user_id = ${userId} and s.id = t.album_id and ${twinOf}`);
  await db.execute(sql`
    delete from user_album c using user_album t, album s
    where c.user_id = ${userId} and t.user_id = ${userId} and s.id = t.album_id and ${twinOf}`);
  await db.execute(sql`
    update user_album c set album_id = (
      select s.id from album s where ${twinOf} order by s.id limit 1)
    where c.user_id = ${userId} and exists (select 1 from album s where ${twinOf})`);
}
