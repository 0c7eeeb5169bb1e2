import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { session } from '../db/schema.ts';

/** Whether the session still exists and has not expired: one primary-key lookup. */
export async function isSessionLive(db: Database, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.id, sessionId), gt(session.expiresAt, now)))
    .limit(1);
  return rows.length > 0;
}
