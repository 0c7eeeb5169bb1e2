import { setTimeout as sleep } from 'node:timers/promises';
import {
  SYNC_FAILED_MESSAGE,
  type StartSyncResponse,
  type SyncRun,
  type SyncStatus,
} from '@album-club/contracts/sync';
import { AppError } from '../../lib/app-error.ts';
import { isDatabaseUnavailable } from '../../db/database-unavailable.ts';
import { spotifyFor, type SessionServices } from '../../lib/listener-session.ts';
import { spotifyNotConnected } from '../../integrations/spotify/spotify-errors.ts';
import { runSyncJob } from './sync-job.ts';
import type { BackgroundJobs } from '../../lib/background-jobs.ts';
import { SyncProgress } from './sync-progress.ts';
import { SYNC_PATIENCE, type Patience } from './spotify-patience.ts';
import {
  closeStaleRuns,
  findOwnRun,
  findRunningRun,
  insertRunningRun,
  latestRun,
  type SyncRunRow,
} from './sync.repository.ts';

/** A running run whose heartbeat is older than this died with its process. */
export const STALE_AFTER_MS = 30_000;
const STARTING_MESSAGE = 'Starting sync...';

export interface SyncDeps {
  services: SessionServices;
  jobs: BackgroundJobs;
  now: () => Date;
  log: {
    info(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  patience?: Partial<Patience>;
}

export function toSyncRun(row: SyncRunRow): SyncRun {
  return {
    id: row.id,
    status: row.status,
    message: row.message ?? '',
    albumCount: row.albumsSynced,
    actualSpotifyCount: row.libraryTotal,
    playsAdded: row.playsAdded,
    error: row.error,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

async function closeDeadRuns(deps: SyncDeps, userId: string) {
  const now = deps.now();
  await closeStaleRuns(deps.services.db, userId, new Date(now.getTime() - STALE_AFTER_MS), {
    status: 'failed',
    message: SYNC_FAILED_MESSAGE,
    error: 'INTERRUPTED',
    finishedAt: now,
  });
}

const errorCode = (error: unknown) => {
  if (error instanceof AppError) return error.code;
  return isDatabaseUnavailable(error) ? 'DATABASE_UNAVAILABLE' : 'INTERNAL_ERROR';
};

/** How long a failed run keeps trying to record its failure while the database is away. */
const FAILURE_WRITE_BACKOFF_MS = [500, 1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

/**
 * Closes the run as failed. When the database itself is why the job failed, the write fails too:
 * it is tried again as the database comes back, so the listener sees the run failed (and may
 * start another) without waiting for the run to go stale. A stopping server gives up at once;
 * the stale-run rule closes the run then.
 */
async function recordFailure(
  progress: SyncProgress,
  code: string,
  signal: AbortSignal,
  onWaiting: () => void,
) {
  for (let attempt = 0; ; attempt++) {
    try {
      await progress.fail(code);
      return;
    } catch (error) {
      const wait = FAILURE_WRITE_BACKOFF_MS[attempt];
      if (wait === undefined || signal.aborted || !isDatabaseUnavailable(error)) throw error;
      if (attempt === 0) onWaiting();
      await sleep(wait, undefined, { signal }).catch(() => undefined);
    }
  }
}

function launch(deps: SyncDeps, userId: string, run: SyncRunRow) {
  const db = deps.services.db;
  deps.jobs.start(run.id, async (signal) => {
    const progress = new SyncProgress(db, run.id, deps.now);
    try {
      const spotify = await spotifyFor(deps.services, userId);
      if (!spotify) throw spotifyNotConnected();
      const patience: Patience = {
        ...SYNC_PATIENCE,
        sleep: (ms, abort) => sleep(ms, undefined, { signal: abort }),
        ...deps.patience,
      };
      await runSyncJob({ db, api: spotify.api, userId, progress, patience, signal, now: deps.now });
      await progress.succeed();
      deps.log.info({ runId: run.id, albumCount: progress.albumIds.size }, 'sync succeeded');
    } catch (error) {
      const code = signal.aborted ? 'INTERRUPTED' : errorCode(error);
      if (code === 'INTERNAL_ERROR') deps.log.error({ err: error, runId: run.id }, 'sync failed');
      try {
        await recordFailure(progress, code, signal, () =>
          deps.log.info(
            { runId: run.id, error: code },
            'sync failed; its run is closed as failed once the database answers',
          ),
        );
        deps.log.info({ runId: run.id, error: code }, 'sync failed, what it saved is kept');
      } catch (writeError) {
        deps.log.error({ err: writeError, runId: run.id }, 'sync failed and could not say so');
      }
    }
  });
}

/**
 * POST /spotify/sync-history: starts the listener's import in the background, or joins the one
 * already running (on this or another app instance).
 */
export async function startSync(deps: SyncDeps, userId: string): Promise<StartSyncResponse> {
  const db = deps.services.db;
  await closeDeadRuns(deps, userId);
  for (let attempt = 0; attempt < 3; attempt++) {
    const started = await insertRunningRun(db, userId, STARTING_MESSAGE, deps.now());
    if (started) {
      launch(deps, userId, started);
      return { run: toSyncRun(started), joined: false };
    }
    const running = await findRunningRun(db, userId);
    if (running) return { run: toSyncRun(running), joined: true };
    // The running run ended between the two statements: try again.
  }
  throw new AppError('CONFLICT', 'A sync is starting; try again in a moment.', 409);
}

/** GET /spotify/sync-history: the latest run, with a dead one reported as failed. */
export async function syncStatus(deps: SyncDeps, userId: string): Promise<SyncStatus> {
  await closeDeadRuns(deps, userId);
  const row = await latestRun(deps.services.db, userId);
  const canSync = (await spotifyFor(deps.services, userId)) !== null;
  return { canSync, run: row ? toSyncRun(row) : null };
}

export async function ownRun(deps: SyncDeps, userId: string, runId: string) {
  return findOwnRun(deps.services.db, userId, runId);
}
