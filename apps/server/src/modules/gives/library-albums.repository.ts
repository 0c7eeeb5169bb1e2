import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';

export interface LibraryAlbumRow {
  id: string;
  title: string;
  artists: string[];
  releaseDate: string | null;
  catalogId: string | null;
}

/** `%`, `_` and `\` typed by a listener match themselves, not any text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Albums in the listener's own records whose title and artists contain what was typed, newest
 * first. Either part may be empty.
 */
export async function searchLibraryAlbums(
  db: Database,
  userId: string,
  title: string,
  artist: string,
  limit: number,
): Promise<LibraryAlbumRow[]> {
  return queryRows<LibraryAlbumRow>(
    db,
    sql`select a.id, a.title, a.artists, a.release_date as "releaseDate", a.catalog_id as "catalogId"
        from user_album ua join album a on a.id = ua.album_id
        where ua.user_id = ${userId}
          and a.title ilike ${likePattern(title)}
          and a.artists::text ilike ${likePattern(artist)}
        order by ua.updated_at desc, a.id
        limit ${limit}`,
  );
}

/** The listener's albums titled exactly this, ignoring case (artists are compared by the caller). */
export async function libraryAlbumsTitled(
  db: Database,
  userId: string,
  title: string,
): Promise<LibraryAlbumRow[]> {
  return queryRows<LibraryAlbumRow>(
    db,
    sql`select a.id, a.title, a.artists, a.release_date as "releaseDate", a.catalog_id as "catalogId"
        from user_album ua join album a on a.id = ua.album_id
        where ua.user_id = ${userId} and lower(a.title) = lower(${title})
        limit 20`,
  );
}
