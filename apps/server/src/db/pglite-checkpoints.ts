import type { PGlite } from '@electric-sql/pglite';

/** How often the embedded database checks for new writes to checkpoint. */
export const CHECKPOINT_EVERY_MS = 10_000;

/**
 * PGlite runs PostgreSQL as one single-user process: no checkpointer, and the WAL-size trigger
 * only fires under a postmaster, so nothing checkpoints until a clean close. After kill -9 (or a
 * power cut), the next start replays every write since the process started: seconds after a busy
 * hour (about 1 s more for 20 MB of WAL on a 2-core machine). A checkpoint every 10 s, when
 * something was written, bounds the replay to the last few seconds of writes; one costs 10–20 ms
 * with 16 MB of shared buffers, and an idle server runs none.
 */
export function checkpointWhileWriting(client: PGlite, everyMs = CHECKPOINT_EVERY_MS): () => void {
  let checkpointedAt: string | undefined;
  let running = false;
  const tick = async () => {
    if (running || client.closed) return;
    running = true;
    try {
      const { rows } = await client.query<{ lsn: string }>('select pg_current_wal_lsn() as lsn');
      const lsn = rows[0]?.lsn;
      if (lsn === checkpointedAt) return;
      await client.exec('checkpoint');
      // The checkpoint writes a record of its own: the position after it is the quiet one.
      const after = await client.query<{ lsn: string }>('select pg_current_wal_lsn() as lsn');
      checkpointedAt = after.rows[0]?.lsn;
    } catch {
      // A closing database; the next tick (if any) tries again.
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
