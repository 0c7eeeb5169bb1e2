import type { Database } from '../../db/database.ts';
import { HeartbeatWrites } from '../../lib/heartbeat-writes.ts';
import { updateRunningImport, type ImportRunChanges } from './imports.repository.ts';
import type { RefusalReason } from './import-records.ts';

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
  readonly #writes: HeartbeatWrites<ImportRunChanges>;

  constructor(
    db: Database,
    runId: string,
    private readonly now: () => Date,
  ) {
    this.#writes = new HeartbeatWrites(async (changes) => {
      if (this.#stopped) return;
      const running = await updateRunningImport(db, runId, { ...changes, heartbeatAt: now() });
      if (!running) this.#stopped = true;
    });
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
    return this.#writes.write(changes);
  }

  /** Writes the counts; throws ImportStopped when the run was cancelled meanwhile. */
  async checkpoint(message: string): Promise<void> {
    await this.#write({ ...this.counts(), message });
    if (this.#stopped) throw new ImportStopped('the import was stopped');
  }

  async finish(changes: ImportRunChanges): Promise<void> {
    this.#writes.stop();
    await this.#write({ ...this.counts(), ...changes, finishedAt: this.now() });
  }

  stop(): void {
    this.#writes.stop();
  }
}
