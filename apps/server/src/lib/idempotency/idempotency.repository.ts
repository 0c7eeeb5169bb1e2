import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { idempotencyKey } from '../../db/schema.ts';

export interface StoredAnswer {
  fingerprint: string;
  statusCode: number | null;
  contentType: string | null;
  body: string | null;
}

interface Claim {
  userId: string;
  key: string;
  fingerprint: string;
  now: Date;
  /** A claim whose request never finished (the instance stopped) is taken over after this. */
  abandonedBefore: Date;
}

/**
 * Takes the key for this request, atomically across instances. Answers null when it is taken;
 * otherwise the row another request holds (finished or not).
 */
export async function claimKey(db: Database, claim: Claim): Promise<StoredAnswer | null> {
  const taken = await db
    .insert(idempotencyKey)
    .values({
      userId: claim.userId,
      key: claim.key,
      fingerprint: claim.fingerprint,
      createdAt: claim.now,
    })
    .onConflictDoUpdate({
      target: [idempotencyKey.userId, idempotencyKey.key],
      set: { fingerprint: claim.fingerprint, createdAt: claim.now },
      setWhere: and(
        isNull(idempotencyKey.statusCode),
        lt(idempotencyKey.createdAt, claim.abandonedBefore),
      ),
    })
    .returning({ key: idempotencyKey.key });
  if (taken.length > 0) return null;
  const held = await readKey(db, claim.userId, claim.key);
  // Released between the insert and the read: take it now.
  return held ?? (await claimKey(db, claim));
}

export async function readKey(
  db: Database,
  userId: string,
  key: string,
): Promise<StoredAnswer | null> {
  const [row] = await db
    .select({
      fingerprint: idempotencyKey.fingerprint,
      statusCode: idempotencyKey.statusCode,
      contentType: idempotencyKey.contentType,
      body: idempotencyKey.body,
    })
    .from(idempotencyKey)
    .where(and(eq(idempotencyKey.userId, userId), eq(idempotencyKey.key, key)));
  return row ?? null;
}

export async function storeAnswer(
  db: Database,
  userId: string,
  key: string,
  answer: { statusCode: number; contentType: string | null; body: string },
): Promise<void> {
  await db
    .update(idempotencyKey)
    .set(answer)
    .where(and(eq(idempotencyKey.userId, userId), eq(idempotencyKey.key, key)));
}

/** A request that failed created nothing: its key may be used again. */
export async function releaseKey(db: Database, userId: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKey)
    .where(
      and(
        eq(idempotencyKey.userId, userId),
        eq(idempotencyKey.key, key),
        isNull(idempotencyKey.statusCode),
      ),
    );
}

/** Keys are kept for a day, the longest a client is expected to retry. */
export async function forgetOldKeys(db: Database, userId: string, before: Date): Promise<void> {
  await db
    .delete(idempotencyKey)
    .where(and(eq(idempotencyKey.userId, userId), lt(idempotencyKey.createdAt, before)));
}
