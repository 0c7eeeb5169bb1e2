import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
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

/**
 * The same check as a boolean expression, for a route that confirms a kept session in the query
 * it sends anyway (see `requireSessionToConfirm`) instead of a round trip of its own. The id is a
 * value, or an expression of that query (a column).
 */
export const sessionLiveSql = (sessionId: string | SQL, now: Date): SQL =>
  sql`exists(select 1 from "session" where id = ${sessionId}
    and expires_at > ${now.toISOString()}::timestamptz)`;
