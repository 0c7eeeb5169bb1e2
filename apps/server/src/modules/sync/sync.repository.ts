import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { syncRun } from '../../db/schema.ts';

export type SyncRunRow = typeof syncRun.$inferSelect;
export type SyncRunChanges = Partial<
  Pick<
    SyncRunRow,
    | 'status'
    | 'message'
    | 'albumsSynced'
    | 'libraryTotal'
    | 'playsAdded'
    | 'error'
    | 'finishedAt'
    | 'heartbeatAt'
  >
>;

/** A running run whose process stopped beating is dead: it is closed as failed, with what it saved kept. */
export async function closeStaleRuns(
  db: Database,
  userId: string,
  staleBefore: Date,
  changes: SyncRunChanges,
): Promise<void> {
  await db
    .update(syncRun)
    .set(changes)
    .where(
      and(
        eq(syncRun.userId, userId),
        eq(syncRun.status, 'running'),
        lt(syncRun.heartbeatAt, staleBefore),
      ),
    );
}

/**
 * Starts a run unless one is running: the partial unique index lets exactly one insert win,
 * whichever app instance it comes from. Answers the new run, or undefined.
 */
export async function insertRunningRun(
  db: Database,
  userId: string,
  message: string,
  now: Date,
): Promise<SyncRunRow | undefined> {
  const [row] = await db
    .insert(syncRun)
    .values({ userId, status: 'running', message, startedAt: now, heartbeatAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findRunningRun(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(syncRun)
    .where(and(eq(syncRun.userId, userId), eq(syncRun.status, 'running')));
  return row;
}

export async function latestRun(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(syncRun)
    .where(eq(syncRun.userId, userId))
    .orderBy(desc(syncRun.startedAt))
    .limit(1);
  return row;
}

/** A run, only if it is this listener's. */
export async function findOwnRun(db: Database, userId: string, runId: string) {
  const [row] = await db
    .select()
    .from(syncRun)
    .where(and(eq(syncRun.id, runId), eq(syncRun.userId, userId)));
  return row;
}

export async function updateRun(db: Database, runId: string, changes: SyncRunChanges) {
  await db.update(syncRun).set(changes).where(eq(syncRun.id, runId));
}
