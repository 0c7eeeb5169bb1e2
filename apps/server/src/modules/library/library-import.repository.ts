import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { play, topArtist, userAlbum } from '../../db/schema.ts';
import { listenerRecordsChanged } from '../../lib/listener-records-cache.ts';
import { upsertAlbums, type NewAlbumRow } from '../album-directory/album-directory.repository.ts';

export interface LibraryEntry {
  album: NewAlbumRow;
  addedAt: Date;
}

export interface PlayEntry {
  album: NewAlbumRow;
  trackId: string;
  playedAt: Date;
}

const byAlbum = <T extends { album: NewAlbumRow }>(entries: T[]) => [
  ...new Map(entries.map((entry) => [entry.album.id, entry])).values(),
];

/**
 * One page of the listener's Spotify library: the albums, and the listener's records marked as
 * in the library since Spotify's saved time. A new record counts as changed at that time, so a
 * first sync does not make every album look as if it had just been touched.
 */
export async function importLibraryPage(
  db: Database,
  userId: string,
  entries: LibraryEntry[],
  now: Date,
): Promise<void> {
  const unique = byAlbum(entries);
  if (unique.length === 0) return;
  await db.transaction(async (tx) => {
    await upsertAlbums(
      tx,
      unique.map((entry) => entry.album),
    );
    await tx
      .insert(userAlbum)
      .values(
        unique.map((entry) => ({
          userId,
          albumId: entry.album.id,
          inLibrary: true,
          librarySavedAt: entry.addedAt,
          createdAt: now,
          updatedAt: entry.addedAt,
        })),
      )
      .onConflictDoUpdate({
        target: [userAlbum.userId, userAlbum.albumId],
        set: { inLibrary: true, librarySavedAt: sql`excluded.library_saved_at` },
      });
  });
  listenerRecordsChanged(db, userId);
}

/**
 * Plays as Spotify reported them; each (track, time) is kept once, so syncing again adds nothing
 * twice and history grows past Spotify's 50-play window. Answers how many plays were new.
 */
export async function recordPlays(
  db: Database,
  userId: string,
  plays: PlayEntry[],
  now: Date,
): Promise<number> {
  if (plays.length === 0) return 0;
  const latest = new Map<string, Date>();
  for (const entry of plays) {
    const seen = latest.get(entry.album.id);
    if (!seen || seen < entry.playedAt) latest.set(entry.album.id, entry.playedAt);
  }
  const added = await db.transaction(async (tx) => {
    await upsertAlbums(
      tx,
      byAlbum(plays).map((entry) => entry.album),
    );
    const inserted = await tx
      .insert(play)
      .values(
        plays.map((entry) => ({
          userId,
          trackId: entry.trackId,
          albumId: entry.album.id,
          playedAt: entry.playedAt,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: play.id });
    await tx
      .insert(userAlbum)
      .values(
        [...latest].map(([albumId, playedAt]) => ({
          userId,
          albumId,
          lastListenedAt: playedAt,
          createdAt: now,
          updatedAt: playedAt,
        })),
      )
      .onConflictDoUpdate({
        target: [userAlbum.userId, userAlbum.albumId],
        set: {
          lastListenedAt: sql`greatest(${userAlbum.lastListenedAt}, excluded.last_listened_at)`,
        },
      });
    return inserted.length;
  });
  listenerRecordsChanged(db, userId);
  return added;
}

/** After a complete library listing: albums no longer saved on Spotify leave the library. */
export async function markRemovedFromLibrary(
  db: Database,
  userId: string,
  stillSaved: string[],
): Promise<number> {
  const conditions = [eq(userAlbum.userId, userId), eq(userAlbum.inLibrary, true)];
  if (stillSaved.length > 0) conditions.push(notInArray(userAlbum.albumId, stillSaved));
  const removed = await db
    .update(userAlbum)
    .set({ inLibrary: false })
    .where(and(...conditions))
    .returning({ albumId: userAlbum.albumId });
  listenerRecordsChanged(db, userId);
  return removed.length;
}

export interface TopArtistEntry {
  artistId: string;
  name: string;
  genres: string[];
  imageUrl: string | null;
}

export async function replaceTopArtists(
  db: Database,
  userId: string,
  timeRange: string,
  artists: TopArtistEntry[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(topArtist)
      .where(and(eq(topArtist.userId, userId), eq(topArtist.timeRange, timeRange)));
    if (artists.length === 0) return;
    await tx
      .insert(topArtist)
      .values(
        artists.map((artist, rank) => ({ userId, timeRange, rank, ...artist, syncedAt: now })),
      );
  });
  listenerRecordsChanged(db, userId);
}
