import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { album, importRun } from '../../db/schema.ts';
import type { NewAlbumRow } from '../album-directory/album-directory.repository.ts';

export type ImportRunRow = typeof importRun.$inferSelect;
export type ImportRunChanges = Partial<
  Omit<ImportRunRow, 'id' | 'userId' | 'format' | 'startedAt'>
>;

/** Starts a run unless one is running for the listener (the partial unique index decides). */
export async function insertRunningImport(
  db: Database,
  userId: string,
  format: string,
  message: string,
  now: Date,
): Promise<ImportRunRow | undefined> {
  const [row] = await db
    .insert(importRun)
    .values({ userId, format, status: 'running', message, startedAt: now, heartbeatAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function closeStaleImports(
  db: Database,
  userId: string,
  staleBefore: Date,
  changes: ImportRunChanges,
): Promise<void> {
  await db
    .update(importRun)
    .set(changes)
    .where(
      and(
        eq(importRun.userId, userId),
        eq(importRun.status, 'running'),
        lt(importRun.heartbeatAt, staleBefore),
      ),
    );
}

export async function findOwnImport(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(importRun)
    .where(and(eq(importRun.id, id), eq(importRun.userId, userId)));
  return row;
}

export async function latestImport(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(importRun)
    .where(eq(importRun.userId, userId))
    .orderBy(desc(importRun.startedAt))
    .limit(1);
  return row;
}

/** Progress of a running run; a run that has ended (cancelled from any instance) is left as it is. */
export async function updateRunningImport(
  db: Database,
  id: string,
  changes: ImportRunChanges,
): Promise<boolean> {
  const rows = await db
    .update(importRun)
    .set(changes)
    .where(and(eq(importRun.id, id), eq(importRun.status, 'running')))
    .returning({ id: importRun.id });
  return rows.length > 0;
}

/** Marks the listener's running import cancelled; its job sees it at its next write. */
export async function cancelImport(db: Database, userId: string, id: string, now: Date) {
  const [row] = await db
    .update(importRun)
    .set({ status: 'cancelled', message: 'Import cancelled.', finishedAt: now })
    .where(and(eq(importRun.id, id), eq(importRun.userId, userId), eq(importRun.status, 'running')))
    .returning();
  return row;
}

/** Albums already stored for built-in catalog entries, the Spotify twins first. */
export async function albumsOfCatalogIds(db: Database, catalogIds: string[]) {
  if (catalogIds.length === 0) return [];
  return db
    .select({ id: album.id, catalogId: album.catalogId })
    .from(album)
    .where(inArray(album.catalogId, catalogIds))
    .orderBy(sql`${album.spotifyId} is null`);
}

/** Albums whose title is one of these (lower case), to be matched by artist and title keys. */
export async function albumsTitled(db: Database, lowerTitles: string[]) {
  if (lowerTitles.length === 0) return [];
  return db
    .select({ id: album.id, title: album.title, artists: album.artists })
    .from(album)
    .where(inArray(sql`lower(${album.title})`, lowerTitles))
    .orderBy(sql`${album.spotifyId} is null`);
}

/**
 * Albums per statement. A new history names thousands of albums in its first batches; as one
 * statement, their parameters and plan would grow the embedded database's memory, which never
 * shrinks, by some 15 MB.
 */
export const ALBUMS_PER_STATEMENT = 250;

export async function insertMissingAlbums(db: Database, rows: NewAlbumRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ALBUMS_PER_STATEMENT)
    await db
      .insert(album)
      .values(rows.slice(start, start + ALBUMS_PER_STATEMENT))
      .onConflictDoNothing();
}

/**
 * Plays to store, column by column, times in milliseconds: a batch outlives young collections,
 * and an object and a Date per play would each be left for a full collection.
 */
export interface PlayColumns {
  trackIds: string[];
  albumIds: string[];
  times: number[];
}

export const noPlays = (): PlayColumns => ({ trackIds: [], albumIds: [], times: [] });

/** The listener's plays between two times (a batch's span), to tell which of the batch are known. */
export async function playsBetween(db: Database, userId: string, from: Date, to: Date) {
  return queryRows<{ track_id: string; played_at: string | Date }>(
    db,
    sql`select track_id, played_at from play
      where user_id = ${userId} and played_at between ${from.toISOString()} and ${to.toISOString()}`,
  );
}

/**
 * One batch of new plays in one statement (one already stored at the same time is skipped), with
 * the albums' last-listened times moved along. Answers the plays added and their albums.
 */
export async function insertNewPlays(
  db: Database,
  userId: string,
  plays: PlayColumns,
  now: Date,
): Promise<{ added: number; albumIds: string[] }> {
  if (plays.times.length === 0) return { added: 0, albumIds: [] };
  const values = JSON.stringify(
    plays.times.map((time, i) => ({
      track_id: plays.trackIds[i],
      album_id: plays.albumIds[i],
      played_at: new Date(time).toISOString(),
    })),
  );
  const [row] = await queryRows<{ added: number; album_ids: string[] }>(
    db,
    sql`
    with inserted as (
      insert into play (user_id, track_id, album_id, played_at)
      select ${userId}, v.track_id, v.album_id, v.played_at
      from jsonb_to_recordset(${values}::jsonb) as v(track_id text, album_id text, played_at timestamptz)
      on conflict do nothing
      returning album_id, played_at
    ), listened as (
      insert into user_album (user_id, album_id, last_listened_at, created_at, updated_at)
      select ${userId}, album_id, max(played_at), ${now.toISOString()}::timestamptz, max(played_at)
      from inserted group by album_id
      on conflict (user_id, album_id) do update
        set last_listened_at = greatest(user_album.last_listened_at, excluded.last_listened_at)
      returning album_id
    )
    select (select count(*)::int from inserted) as added,
      coalesce((select json_agg(album_id) from listened), '[]'::json) as album_ids`,
  );
  return { added: row?.added ?? 0, albumIds: row?.album_ids ?? [] };
}
