import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { album, type userAlbum } from '../../db/schema.ts';

/** Adds an album the product has not stored yet; an album already known keeps its data. */
export async function ensureAlbum(db: Database, albumRow: typeof album.$inferInsert) {
  await db.insert(album).values(albumRow).onConflictDoNothing({ target: album.id });
}

/** Where a query keeps a record's listener and album ids, and the album's title and artists. */
export interface RecordColumns {
  userId: SQL | typeof userAlbum.userId;
  albumId: SQL | typeof userAlbum.albumId;
  title: SQL | typeof album.title;
  artists: SQL | typeof album.artists;
}

/** What the listener last typed for a record's album, from their own interactions. */
const lastTyped = (columns: RecordColumns, value: SQL) => sql`(
  select ${value} from event_log e
  where e.user_id = ${columns.userId} and e.event_type = 'album_interaction'
    and e.event_data->>'albumId' = ${columns.albumId}
  order by e.created_at desc limit 1)`;

/**
 * The album title as the record's listener sees it: the shared title, or for an album nobody
 * trusted has described yet (UNDESCRIBED_TITLE), the name this listener typed, shown to them only.
 */
export const titleAsListenerSees = (columns: RecordColumns) =>
  sql<string>`coalesce(nullif(${columns.title}, ''),
    ${lastTyped(columns, sql`e.event_data->>'albumName'`)}, '')`;

/** The album's artists as the record's listener sees them (see titleAsListenerSees). */
export const artistsAsListenerSees = (columns: RecordColumns) =>
  sql<string[]>`case when jsonb_array_length(${columns.artists}) > 0 then ${columns.artists}
    else coalesce(${lastTyped(columns, sql`jsonb_build_array(e.event_data->>'artistName')`)},
      '[]'::jsonb) end`;
