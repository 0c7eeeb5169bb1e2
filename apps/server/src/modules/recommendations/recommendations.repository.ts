import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { executeNamed } from '../../db/named-query.ts';
import { recommendation } from '../../db/schema.ts';
import { wellFormedText } from '../../lib/well-formed-text.ts';
import type { NewAlbumRow } from '../album-directory/album-directory.repository.ts';

export type NewRecommendationRow = typeof recommendation.$inferInsert;
/**
 * A row as stored: its id and time are set before it goes to the database. `album`: the catalog
 * album it names, when no instance had stored it yet: it is stored in the same statement.
 */
export type StoredRecommendationRow = NewRecommendationRow & {
  id: string;
  createdAt: Date;
  album?: NewAlbumRow;
};

/** The text as stored (see well-formed-text.ts); an engine sentence may cut a character in two. */
const wellFormed = <T extends string | null>(text: T): T =>
  (text === null ? text : wellFormedText(text)) as T;

/**
 * Several recommendations in one statement (see recommendation-writer.ts). The rows go as one
 * JSON parameter that PostgreSQL turns back into `recommendation` records: the statement's text
 * stays the same whatever the number of rows, and one text parameter costs the embedded
 * database less than thirteen arrays of values.
 */
export async function insertRecommendations(
  db: Database,
  rows: StoredRecommendationRow[],
): Promise<void> {
  const records = rows.map((row) => ({
    id: row.id,
    user_id: row.userId,
    album_id: row.albumId,
    situation: wellFormed(row.situation),
    company: wellFormed(row.company ?? null),
    mood: wellFormed(row.mood ?? null),
    want_new: row.wantNew,
    local_hour: row.localHour ?? null,
    score: row.score ?? null,
    explanation: wellFormed(row.explanation),
    short_explanation: wellFormed(row.shortExplanation),
    details: row.details ?? {},
    created_at: row.createdAt.toISOString(),
  }));
  const albums = new Map<string, object>();
  for (const { album } of rows) {
    if (!album || albums.has(album.id)) continue;
    albums.set(album.id, {
      id: album.id,
      catalog_id: album.catalogId ?? null,
      title: album.title,
      artists: album.artists ?? [],
      release_date: album.releaseDate ?? null,
      genres: album.genres ?? [],
    });
  }
  // A catalog album first named here is stored with it: its foreign key is checked at the end
  // of the statement, after the album row is in.
  await executeNamed(
    db,
    'insert_recommendations',
    sql`
    with added_albums as (
      insert into album (id, catalog_id, title, artists, release_date, genres)
      select id, catalog_id, title, artists, release_date, genres
      from json_populate_recordset(null::album, ${JSON.stringify([...albums.values()])}::json)
      on conflict (id) do nothing
    )
    insert into recommendation (id, user_id, album_id, situation, company, mood, want_new,
      local_hour, score, explanation, short_explanation, details, created_at)
    select id, user_id, album_id, situation, company, mood, want_new, local_hour, score,
      explanation, short_explanation, details, created_at
    from json_populate_recordset(null::recommendation, ${JSON.stringify(records)}::json)`,
  );
}

/** The short line the caller was given with a recommendation of this album, if any. */
/**
 * The short line of the listener's latest recommendation of an album: for the given situation
 * when one is named (a line written for another moment does not fit this one), else any.
 */
export async function findShortExplanation(
  db: Database,
  userId: string,
  albumId: string,
  situation?: string,
): Promise<string | undefined> {
  const same = situation?.trim()
    ? sql`lower(trim(${recommendation.situation})) = ${situation.trim().toLowerCase()}`
    : undefined;
  const [row] = await db
    .select({ shortExplanation: recommendation.shortExplanation })
    .from(recommendation)
    .where(and(eq(recommendation.userId, userId), eq(recommendation.albumId, albumId), same))
    .orderBy(desc(recommendation.createdAt))
    .limit(1);
  return row?.shortExplanation;
}
