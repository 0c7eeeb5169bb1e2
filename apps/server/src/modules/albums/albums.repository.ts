import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { userAlbum } from '../../db/schema.ts';

export type UserAlbumRow = typeof userAlbum.$inferSelect;
export type UserAlbumChanges = Partial<
  Pick<UserAlbumRow, 'rating' | 'tags' | 'notes' | 'isFavorite' | 'isKnown' | 'lastListenedAt'>
>;

/** The listener's record of an album, locked until the transaction ends; undefined if none. */
export async function lockUserAlbum(
  tx: Tx,
  userId: string,
  albumId: string,
): Promise<UserAlbumRow | undefined> {
  const [row] = await tx
    .select()
    .from(userAlbum)
    .where(and(eq(userAlbum.userId, userId), eq(userAlbum.albumId, albumId)))
    .for('update');
  return row;
}

/** Creates the record; undefined when a concurrent request created it first. */
export async function insertUserAlbum(
  tx: Tx,
  userId: string,
  albumId: string,
  values: UserAlbumChanges,
  now: Date,
): Promise<UserAlbumRow | undefined> {
  const [row] = await tx
    .insert(userAlbum)
    .values({ ...values, userId, albumId, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateUserAlbum(
  tx: Tx,
  userId: string,
  albumId: string,
  changes: UserAlbumChanges,
  now: Date,
): Promise<UserAlbumRow> {
  const [row] = await tx
    .update(userAlbum)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(userAlbum.userId, userId), eq(userAlbum.albumId, albumId)))
    .returning();
  if (!row) throw new Error('user album record vanished inside its transaction');
  return row;
}
