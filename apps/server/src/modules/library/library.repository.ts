import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { album, play, topArtist, userAlbum } from '../../db/schema.ts';
import { listenerRecordsChanged } from '../../lib/listener-records-cache.ts';
import {
  artistsAsListenerSees,
  titleAsListenerSees,
} from '../album-directory/album-rows.repository.ts';

const recordColumns = {
  userId: userAlbum.userId,
  albumId: userAlbum.albumId,
  title: album.title,
  artists: album.artists,
};

/** The listener's own album records with what is known about each album, most recently changed first. */
export async function listUserAlbums(db: Database, userId: string) {
  return db
    .select({
      albumId: userAlbum.albumId,
      title: titleAsListenerSees(recordColumns),
      artists: artistsAsListenerSees(recordColumns),
      imageUrl: album.imageUrl,
      spotifyUrl: album.spotifyUrl,
      catalogId: album.catalogId,
      totalTracks: album.totalTracks,
      durationMs: album.durationMs,
      rating: userAlbum.rating,
      tags: userAlbum.tags,
      notes: userAlbum.notes,
      isFavorite: userAlbum.isFavorite,
      isKnown: userAlbum.isKnown,
      inLibrary: userAlbum.inLibrary,
      lastListenedAt: userAlbum.lastListenedAt,
      updatedAt: userAlbum.updatedAt,
    })
    .from(userAlbum)
    .innerJoin(album, eq(album.id, userAlbum.albumId))
    .where(eq(userAlbum.userId, userId))
    .orderBy(desc(userAlbum.updatedAt), userAlbum.albumId);
}

/** Whether any of these albums is in the listener's library, as last synced or written. */
export async function isInStoredLibrary(
  db: Database,
  userId: string,
  albumIds: string[],
): Promise<boolean> {
  const rows = await db
    .select({ inLibrary: userAlbum.inLibrary })
    .from(userAlbum)
    .where(and(eq(userAlbum.userId, userId), inArray(userAlbum.albumId, albumIds)));
  return rows.some((row) => row.inLibrary);
}

/**
 * Keeps `in_library` in step with a save or removal: the saved album's record (created when
 * missing) and the record of the catalog album it stands for, when the listener has one.
 */
export async function setInLibrary(
  db: Database,
  userId: string,
  spotifyAlbumId: string,
  alsoAlbumIds: string[],
  saved: boolean,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(userAlbum)
      .values({
        userId,
        albumId: spotifyAlbumId,
        inLibrary: saved,
        librarySavedAt: saved ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [userAlbum.userId, userAlbum.albumId],
        set: {
          inLibrary: saved,
          librarySavedAt: saved ? now : sql`${userAlbum.librarySavedAt}`,
          updatedAt: now,
        },
      });
    if (alsoAlbumIds.length === 0) return;
    await tx
      .update(userAlbum)
      .set({ inLibrary: saved, updatedAt: now })
      .where(and(eq(userAlbum.userId, userId), inArray(userAlbum.albumId, alsoAlbumIds)));
  });
  listenerRecordsChanged(db, userId);
}

/** The plays the product kept, newest first, with their albums. */
export async function storedPlays(db: Database, userId: string, limit: number) {
  return db
    .select({ trackId: play.trackId, playedAt: play.playedAt, album })
    .from(play)
    .innerJoin(album, eq(album.id, play.albumId))
    .where(eq(play.userId, userId))
    .orderBy(desc(play.playedAt))
    .limit(limit);
}

export async function storedTopArtists(
  db: Database,
  userId: string,
  timeRange: string,
  limit: number,
) {
  return db
    .select()
    .from(topArtist)
    .where(and(eq(topArtist.userId, userId), eq(topArtist.timeRange, timeRange)))
    .orderBy(topArtist.rank)
    .limit(limit);
}

/** Stores the full length of an album once every one of its tracks is known. */
export async function recordAlbumDuration(
  db: Database,
  albumId: string,
  trackCount: number,
  durationMs: number,
) {
  await db
    .update(album)
    .set({ durationMs })
    .where(
      and(
        eq(album.id, albumId),
        eq(album.totalTracks, trackCount),
        sql`${album.durationMs} is distinct from ${durationMs}`,
      ),
    );
}
