import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { rateLimit } from '../../db/schema.ts';

export interface Counted {
  count: number;
  expiresAt: Date;
}

/**
 * Counts one request against `key` in a fixed window, atomically: one upsert, so app instances
 * sharing the database never both pass on a stale read.
 */
export async function countRequest(
  db: Database,
  key: string,
  windowMs: number,
  now: Date,
): Promise<Counted> {
  const nextExpiry = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimit)
    .values({ key, count: 1, windowStartedAt: now, expiresAt: nextExpiry })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.expiresAt} <= ${now} then 1 else ${rateLimit.count} + 1 end`,
        windowStartedAt: sql`case when ${rateLimit.expiresAt} <= ${now} then ${now} else ${rateLimit.windowStartedAt} end`,
        expiresAt: sql`case when ${rateLimit.expiresAt} <= ${now} then ${nextExpiry} else ${rateLimit.expiresAt} end`,
      },
    })
    .returning({ count: rateLimit.count, expiresAt: rateLimit.expiresAt });
  if (!row) throw new Error('rate limit counter did not answer');
  return row;
}

/** Takes back one counted request, while its window lasts (a later step refused the whole). */
export async function uncountRequest(db: Database, key: string, now: Date): Promise<void> {
  await db
    .update(rateLimit)
    .set({ count: sql`greatest(${rateLimit.count} - 1, 0)` })
    .where(and(eq(rateLimit.key, key), gt(rateLimit.expiresAt, now)));
}

export async function deleteExpiredCounters(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimit).where(lt(rateLimit.expiresAt, now));
}
