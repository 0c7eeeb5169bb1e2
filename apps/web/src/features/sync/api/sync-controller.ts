import { SYNC_FAILED_MESSAGE, type SyncRun, type SyncStatus } from '@album-club/contracts/sync';
import {
  isSyncDue,
  recordSyncCompleted,
  recordSyncSucceeded,
} from '../../../lib/album-sync-state.ts';
import { followSync, getSyncStatus, startSync } from './sync-api.ts';

/** Spec: the message clears 3 s after a successful sync, 4 s after a failed one. */
export const CLEAR_AFTER_SUCCESS_MS = 3_000;
export const CLEAR_AFTER_FAILURE_MS = 4_000;

/** With the live stream lost, the run's state is asked for this often, for at most this long. */
export const LOST_STREAM_POLL_MS = 2_000;
const LOST_STREAM_POLLS = 300;

/** Spec (App state): isSyncing and syncProgress (message, albumCount, isComplete). */
export interface SyncProgress {
  message: string;
  albumCount: number;
  actualSpotifyCount: number | null;
  isComplete: boolean;
  failed: boolean;
}

export interface SyncSnapshot {
  isSyncing: boolean;
  progress: SyncProgress | null;
}

const progressOf = (run: SyncRun): SyncProgress => ({
  message: run.message,
  albumCount: run.albumCount,
  actualSpotifyCount: run.actualSpotifyCount,
  isComplete: run.status !== 'running',
  failed: run.status === 'failed',
});

const failed: SyncProgress = {
  message: SYNC_FAILED_MESSAGE,
  albumCount: 0,
  actualSpotifyCount: null,
  isComplete: true,
  failed: true,
};

/**
 * One dashboard's album sync: rejoins a run still going (after a reload, or started on another
 * device), starts one when due or when the listener has no albums yet (once per visit, so an
 * empty library cannot loop), follows its progress and clears the message after the spec's delay.
 */
export class SyncController {
  #snapshot: SyncSnapshot = { isSyncing: false, progress: null };
  readonly #listeners = new Set<() => void>();
  #attempted = false;
  #stopFollowing: (() => void) | undefined;
  #following: SyncRun | undefined;
  #clearTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly onEnded: () => void) {}

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = () => this.#snapshot;

  #set(next: SyncSnapshot) {
    this.#snapshot = next;
    for (const listener of this.#listeners) listener();
  }

  /** Decides, once the sync status is known, whether to rejoin or start a sync. */
  consider(status: SyncStatus, totalAlbums: number | undefined) {
    // A run that ended while no page followed it was never recorded here: it counts before
    // deciding whether a sync is due.
    const last = status.run;
    if (last?.status === 'succeeded' && last.finishedAt) {
      recordSyncSucceeded(last.albumCount, Date.parse(last.finishedAt));
    }
    if (this.#attempted) return;
    if (status.run?.status === 'running') this.#follow(status.run);
    else if (status.canSync && (isSyncDue() || totalAlbums === 0)) void this.start();
  }

  async start() {
    this.#attempted = true;
    this.#set({
      isSyncing: true,
      progress: { ...failed, message: 'Starting sync...', isComplete: false, failed: false },
    });
    try {
      this.#follow((await startSync()).run);
    } catch {
      this.#finish(failed);
    }
  }

  #follow(run: SyncRun) {
    this.#attempted = true;
    this.#following = run;
    this.#set({ isSyncing: true, progress: progressOf(run) });
    this.#stopFollowing?.();
    this.#stopFollowing = followSync(run.id, {
      onProgress: (next) => this.#set({ isSyncing: true, progress: progressOf(next) }),
      onDone: (done) => this.#finish(progressOf(done), done),
      onLost: () => this.#poll(run.id),
    });
  }

  /**
   * The stream could not be kept (the server refused or kept dropping it): the run may well be
   * going on, so its state is asked for until it ends rather than reported as failed.
   */
  #poll(runId: string) {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    this.#stopFollowing = () => {
      stopped = true;
      clearTimeout(timer);
    };
    const check = async (left: number) => {
      const status = await getSyncStatus().catch(() => null);
      if (stopped) return;
      const current = status?.run?.id === runId ? status.run : null;
      if (status && !current) return this.#finish(failed);
      if (current && current.status !== 'running')
        return this.#finish(progressOf(current), current);
      if (current) this.#set({ isSyncing: true, progress: progressOf(current) });
      if (left <= 1) return this.#finish(failed);
      timer = setTimeout(() => void check(left - 1), LOST_STREAM_POLL_MS);
    };
    void check(LOST_STREAM_POLLS);
  }

  #finish(progress: SyncProgress, run?: SyncRun) {
    this.#following = undefined;
    if (run?.status === 'succeeded') recordSyncCompleted(run.albumCount);
    this.#set({ isSyncing: false, progress });
    this.onEnded();
    this.#scheduleClear(progress);
  }

  #scheduleClear(progress: SyncProgress) {
    clearTimeout(this.#clearTimer);
    this.#clearTimer = setTimeout(
      () => this.#set({ isSyncing: false, progress: null }),
      progress.failed ? CLEAR_AFTER_FAILURE_MS : CLEAR_AFTER_SUCCESS_MS,
    );
  }

  /** Follows again a run that a previous unmount stopped following. */
  resume() {
    if (this.#following && !this.#stopFollowing) this.#follow(this.#following);
    const shown = this.#snapshot.progress;
    if (shown?.isComplete) this.#scheduleClear(shown);
  }

  dispose() {
    this.#stopFollowing?.();
    this.#stopFollowing = undefined;
    clearTimeout(this.#clearTimer);
  }
}
