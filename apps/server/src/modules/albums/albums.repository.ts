import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { album, userAlbum } from '../../db/schema.ts';

/** Adds an album the product has not stored yet; an album already known keeps its data. */
export async function ensureAlbum(
  db: Database,
  albumRow: { id: string; title: string; artists: string[] },
) {
  await db.insert(album).values(albumRow).onConflictDoNothing({ target: album.id });
}

export async function saveRating(
  db: Database,
  userId: string,
  albumId: string,
  rating: number | null,
  now: Date,
) {
  await db
    .insert(userAlbum)
    .values({ userId, albumId, rating, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [userAlbum.userId, userAlbum.albumId],
      set: { rating, updatedAt: now },
    });
}

export async function listUserAlbums(db: Database, userId: string) {
  return db
    .select({
      albumId: userAlbum.albumId,
      title: album.title,
      artists: album.artists,
      imageUrl: album.imageUrl,
      rating: userAlbum.rating,
      tags: userAlbum.tags,
      notes: userAlbum.notes,
      isFavorite: userAlbum.isFavorite,
      isKnown: userAlbum.isKnown,
      updatedAt: userAlbum.updatedAt,
    })
    .from(userAlbum)
    .innerJoin(album, eq(album.id, userAlbum.albumId))
    .where(eq(userAlbum.userId, userId))
    .orderBy(desc(userAlbum.updatedAt));
}
