import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import {
  artistsAsListenerSees,
  titleAsListenerSees,
} from '../album-directory/album-rows.repository.ts';

export interface LibraryAlbumRow {
  id: string;
  title: string;
  artists: string[];
  releaseDate: string | null;
  catalogId: string | null;
}

const record = {
  userId: sql.raw('ua.user_id'),
  albumId: sql.raw('ua.album_id'),
  title: sql.raw('a.title'),
  artists: sql.raw('a.artists'),
};

/** The listener's albums with the names they see (their own words for an undescribed album). */
const seenAlbums = (userId: string) => sql`(
  select ua.album_id as id, ${titleAsListenerSees(record)} as title,
         ${artistsAsListenerSees(record)} as artists, a.release_date, a.catalog_id, ua.updated_at
  from user_album ua join album a on a.id = ua.album_id
  where ua.user_id = ${userId}) s`;

/** The columns of a LibraryAlbumRow, from the listener's albums as they see them. */
const selectSeenAlbums = (userId: string) =>
  sql`select s.id, s.title, s.artists, s.release_date as "releaseDate", s.catalog_id as "catalogId"
      from ${seenAlbums(userId)}`;

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
    sql`${selectSeenAlbums(userId)}
        where s.title ilike ${likePattern(title)}
          and s.artists::text ilike ${likePattern(artist)}
        order by s.updated_at desc, s.id
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
    sql`${selectSeenAlbums(userId)}
        where lower(s.title) = lower(${title})
        limit 20`,
  );
}
