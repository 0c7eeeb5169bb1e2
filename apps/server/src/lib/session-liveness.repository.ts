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

/** A live session and its listener as `liveSessionSql` reads them. */
export interface LiveSessionRow {
  userId: string;
  name: string;
  email: string;
  image: string | null;
  isAnonymous: boolean;
  expiresAt: string;
}

/**
 * The session (when it still exists and has not expired) and its listener as one JSON value, or
 * null: for a route that confirms a kept session in the query it sends anyway (see
 * `requireSessionToConfirm`) instead of a round trip of its own. The id is a value, or an
 * expression of that query (a column).
 */
export const liveSessionSql = (sessionId: string | SQL, now: Date): SQL =>
  sql`(select json_build_object('userId', u.id, 'name', u.name, 'email', u.email,
      'image', u.image, 'isAnonymous', u.is_anonymous, 'expiresAt', s.expires_at)
    from "session" s join "user" u on u.id = s.user_id
    where s.id = ${sessionId} and s.expires_at > ${now.toISOString()}::timestamptz)`;
