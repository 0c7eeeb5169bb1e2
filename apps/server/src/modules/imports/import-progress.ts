import type { Database } from '../../db/database.ts';
import { updateRunningImport, type ImportRunChanges } from './imports.repository.ts';
import type { RefusalReason } from './import-records.ts';

export const HEARTBEAT_INTERVAL_MS = 5_000;

/** The run was ended elsewhere (cancelled from any instance, or closed as dead). */
export class ImportStopped extends Error {
  override name = 'ImportStopped';
}

/**
 * The running import's row: counts, the progress line and a heartbeat. Every write is made only
 * while the row is still running, so a cancel from any app instance stops the job at its next
 * write, and counts never go backwards.
 */
export class ImportProgress {
  filesRead = 0;
  plays = 0;
  duplicates = 0;
  unmatched = 0;
  restored = 0;
  readonly albumIds = new Set<string>();
  readonly refusals: Record<string, number> = {};
  #stopped = false;
  #writing: Promise<void> = Promise.resolve();
  readonly #timer: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    private readonly runId: string,
    private readonly now: () => Date,
  ) {
    this.#timer = setInterval(() => this.#write({}).catch(() => undefined), HEARTBEAT_INTERVAL_MS);
    this.#timer.unref();
  }

  get refused(): number {
    return Object.values(this.refusals).reduce((sum, count) => sum + count, 0);
  }

  refuse(reason: RefusalReason, count = 1): void {
    this.refusals[reason] = (this.refusals[reason] ?? 0) + count;
  }

  counts(): ImportRunChanges {
    return {
      filesRead: this.filesRead,
      plays: this.plays,
      albums: this.albumIds.size,
      duplicates: this.duplicates,
      refused: this.refused,
      refusals: { ...this.refusals },
      unmatched: this.unmatched,
      restored: this.restored,
    };
  }

  #write(changes: ImportRunChanges): Promise<void> {
    const write = async () => {
      if (this.#stopped) return;
      const running = await updateRunningImport(this.db, this.runId, {
        ...changes,
        heartbeatAt: this.now(),
      });
      if (!running) this.#stopped = true;
    };
    this.#writing = this.#writing.then(write, write);
    return this.#writing;
  }

  /** Writes the counts; throws ImportStopped when the run was cancelled meanwhile. */
  async checkpoint(message: string): Promise<void> {
    await this.#write({ ...this.counts(), message });
    if (this.#stopped) throw new ImportStopped('the import was stopped');
  }

  async finish(changes: ImportRunChanges): Promise<void> {
    clearInterval(this.#timer);
    await this.#write({ ...this.counts(), ...changes, finishedAt: this.now() });
  }

  stop(): void {
    clearInterval(this.#timer);
  }
}
