/**
 * The jobs (library syncs, history imports) this process is running. A job outlives the request that started it (the browser
 * may leave); when the server stops, every job is interrupted and waited for, so its run is
 * closed as failed before the database closes.
 */
export class BackgroundJobs {
  readonly #running = new Map<string, { controller: AbortController; done: Promise<void> }>();

  start(runId: string, job: (signal: AbortSignal) => Promise<void>): void {
    const controller = new AbortController();
    const done = job(controller.signal).finally(() => this.#running.delete(runId));
    this.#running.set(runId, { controller, done });
  }

  /** Resolves when the job for this run (if this process runs it) has finished. */
  async settled(runId: string): Promise<void> {
    await this.#running.get(runId)?.done;
  }

  /** How many jobs this process is running. */
  get size(): number {
    return this.#running.size;
  }

  /** Interrupts this process's job for the run, if it runs here. */
  stop(runId: string, reason: Error): void {
    this.#running.get(runId)?.controller.abort(reason);
  }

  async stopAll(): Promise<void> {
    const jobs = [...this.#running.values()];
    for (const job of jobs) job.controller.abort(new Error('the server is stopping'));
    await Promise.allSettled(jobs.map((job) => job.done));
  }
}
