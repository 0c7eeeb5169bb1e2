import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database.ts';
import { HEARTBEAT_INTERVAL_MS } from '../../lib/heartbeat-writes.ts';
import { SyncProgress } from './sync-progress.ts';

/** A database whose updates fail, as a dropped connection or an exhausted pool makes them. */
const failingDatabase = () =>
  ({
    update: () => ({
      set: () => ({ where: () => Promise.reject(new Error('connection terminated')) }),
    }),
  }) as unknown as Database;

afterEach(() => vi.useRealTimers());

describe('the sync heartbeat', () => {
  it('survives a failed write: no unhandled rejection takes the server down', async () => {
    vi.useFakeTimers();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const progress = new SyncProgress(failingDatabase(), 'run-1', () => new Date());
      await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 2 + 10);
      vi.useRealTimers();
      // A rejection nobody handles is reported before the next turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
      // The run's own writes still tell their caller.
      await expect(progress.report('Syncing')).rejects.toThrow('connection terminated');
      await progress.fail('SYNC_FAILED').catch(() => undefined);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
