import { SYNC_FAILED_MESSAGE, syncDoneMessage } from '@album-club/contracts/sync';
import type { Database } from '../../db/database.ts';
import { HeartbeatWrites } from '../../lib/heartbeat-writes.ts';
import { updateRun, type SyncRunChanges } from './sync.repository.ts';

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
  readonly #writes: HeartbeatWrites<SyncRunChanges>;

  constructor(
    db: Database,
    runId: string,
    private readonly now: () => Date,
  ) {
    this.#writes = new HeartbeatWrites((changes) =>
      updateRun(db, runId, { ...changes, heartbeatAt: now() }),
    );
  }

  #write(changes: SyncRunChanges): Promise<void> {
    return this.#writes.write(changes);
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
    this.#writes.stop();
    await this.#write({
      ...this.#counts(),
      status: 'succeeded',
      // "Synced 223 albums (220 total in your library)" would read as more than the library holds.
      message: syncDoneMessage(this.libraryAlbumIds.size, this.libraryTotal),
      finishedAt: this.now(),
    });
  }

  async fail(code: string): Promise<void> {
    this.#writes.stop();
    await this.#write({
      ...this.#counts(),
      status: 'failed',
      message: SYNC_FAILED_MESSAGE,
      error: code,
      finishedAt: this.now(),
    });
  }
}
