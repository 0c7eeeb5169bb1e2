import { SYNC_FAILED_MESSAGE, syncDoneMessage } from '@album-club/contracts/sync';
import type { Database } from '../../db/database.ts';
import { updateRun, type SyncRunChanges } from './sync.repository.ts';

export const HEARTBEAT_INTERVAL_MS = 5_000;

/**
 * The running run's row: counts, the progress line and a heartbeat that tells other app
 * instances this run is alive. Writes go one after another, so counts never go backwards.
 */
export class SyncProgress {
  /** Every album written: the library's and the recently played ones. */
  readonly albumIds = new Set<string>();
  /** The library's albums written, which the listener's "N of M" and "Synced N" count. */
  readonly libraryAlbumIds = new Set<string>();
  libraryTotal: number | null = null;
  playsAdded = 0;
  #writing: Promise<void> = Promise.resolve();
  #timer: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    private readonly runId: string,
    private readonly now: () => Date,
  ) {
    // A heartbeat that fails (a busy pool, a dropped connection) is only late: the next one
    // follows in five seconds, and the run's own writes report a database that stays away.
    this.#timer = setInterval(() => this.#write({}).catch(() => undefined), HEARTBEAT_INTERVAL_MS);
    this.#timer.unref();
  }

  #write(changes: SyncRunChanges): Promise<void> {
    const write = () => updateRun(this.db, this.runId, { ...changes, heartbeatAt: this.now() });
    this.#writing = this.#writing.then(write, write);
    return this.#writing;
  }

  #counts(): SyncRunChanges {
    return {
      albumsSynced: this.albumIds.size,
      libraryTotal: this.libraryTotal,
      playsAdded: this.playsAdded,
    };
  }

  report(message: string): Promise<void> {
    return this.#write({ ...this.#counts(), message });
  }

  albumsWritten(albumIds: string[]): Promise<void> {
    for (const id of albumIds) {
      this.albumIds.add(id);
      this.libraryAlbumIds.add(id);
    }
    const written = this.libraryAlbumIds.size;
    const total = this.libraryTotal ?? written;
    return this.report(`Syncing your library: ${Math.min(written, total)} of ${total} albums...`);
  }

  async succeed(): Promise<void> {
    clearInterval(this.#timer);
    await this.#write({
      ...this.#counts(),
      status: 'succeeded',
      // "Synced 223 albums (220 total in your library)" would read as more than the library holds.
      message: syncDoneMessage(this.libraryAlbumIds.size, this.libraryTotal),
      finishedAt: this.now(),
    });
  }

  async fail(code: string): Promise<void> {
    clearInterval(this.#timer);
    await this.#write({
      ...this.#counts(),
      status: 'failed',
      message: SYNC_FAILED_MESSAGE,
      error: code,
      finishedAt: this.now(),
    });
  }
}
