import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  account,
  album,
  give,
  importRun,
  memberReward,
  play,
  recommendation,
  session,
  topArtist,
  user,
  userAlbum,
} from '../../db/schema.ts';

export async function findUser(db: Database, userId: string) {
  const [row] = await db.select().from(user).where(eq(user.id, userId));
  return row;
}

export async function signInMethods(db: Database, userId: string) {
  const rows = await db
    .select({ providerId: account.providerId })
    .from(account)
    .where(eq(account.userId, userId));
  return rows.map((row) => row.providerId);
}

export async function albumRecords(db: Database, userId: string) {
  return db
    .select({ record: userAlbum, album })
    .from(userAlbum)
    .innerJoin(album, eq(album.id, userAlbum.albumId))
    .where(eq(userAlbum.userId, userId))
    .orderBy(asc(album.title));
}

export async function playsWithAlbums(db: Database, userId: string) {
  return db
    .select({
      trackId: play.trackId,
      albumId: play.albumId,
      playedAt: play.playedAt,
      albumTitle: album.title,
      artists: album.artists,
    })
    .from(play)
    .innerJoin(album, eq(album.id, play.albumId))
    .where(eq(play.userId, userId))
    .orderBy(asc(play.playedAt));
}

export async function topArtistsOf(db: Database, userId: string) {
  return db
    .select()
    .from(topArtist)
    .where(eq(topArtist.userId, userId))
    .orderBy(asc(topArtist.timeRange), asc(topArtist.rank));
}

export async function recommendationsOf(db: Database, userId: string) {
  return db
    .select({ rec: recommendation, albumTitle: album.title, artists: album.artists })
    .from(recommendation)
    .innerJoin(album, eq(album.id, recommendation.albumId))
    .where(eq(recommendation.userId, userId))
    .orderBy(asc(recommendation.createdAt));
}

export async function givesBy(db: Database, userId: string) {
  return db.select().from(give).where(eq(give.giverId, userId)).orderBy(asc(give.createdAt));
}

export async function givesReceived(db: Database, userId: string) {
  return db
    .select()
    .from(give)
    .where(eq(give.recipientUserId, userId))
    .orderBy(asc(give.createdAt));
}

export async function rewardsOf(db: Database, userId: string) {
  const [row] = await db.select().from(memberReward).where(eq(memberReward.userId, userId));
  return row;
}

export async function importsOf(db: Database, userId: string) {
  return db
    .select()
    .from(importRun)
    .where(eq(importRun.userId, userId))
    .orderBy(asc(importRun.startedAt));
}

/** The provider tokens of the account (encrypted as stored), to revoke before they are deleted. */
export async function providerTokens(db: Database, userId: string) {
  return db
    .select({
      providerId: account.providerId,
      accessToken: account.accessToken,
      refreshToken: account.refreshToken,
    })
    .from(account)
    .where(eq(account.userId, userId));
}

/**
 * The account and every row that belongs to it: each table's rows reference the user with
 * `on delete cascade` (sessions, sign-in methods, albums records, plays, gives, rewards, runs,
 * events); gives others sent to this listener stay theirs, without the recipient.
 */
export async function deleteUser(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(give).set({ recipientUserId: null }).where(eq(give.recipientUserId, userId));
    await tx.delete(user).where(eq(user.id, userId));
  });
}

export async function activeSessions(db: Database, userId: string, now: Date) {
  return db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
    .orderBy(sql`${session.updatedAt} desc`);
}

export async function deleteSession(db: Database, userId: string, sessionId: string) {
  const rows = await db
    .delete(session)
    .where(and(eq(session.userId, userId), eq(session.id, sessionId)))
    .returning({ id: session.id });
  return rows.length > 0;
}

export async function deleteOtherSessions(db: Database, userId: string, keepId: string) {
  const rows = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, keepId)))
    .returning({ id: session.id });
  return rows.length;
}
