export const HEARTBEAT_INTERVAL_MS = 5_000;

/**
 * Writes to one running row, one after another so that counts never go backwards, and an empty
 * write every few seconds as the heartbeat that tells other app instances the row is alive.
 */
export class HeartbeatWrites<Changes extends object> {
  #writing: Promise<void> = Promise.resolve();
  readonly #timer: NodeJS.Timeout;

  constructor(private readonly writeRow: (changes: Partial<Changes>) => Promise<void>) {
    // A heartbeat that fails (a busy pool, a dropped connection) is only late: the next one
    // follows in five seconds, and the run's own writes report a database that stays away.
    this.#timer = setInterval(() => this.write({}).catch(() => undefined), HEARTBEAT_INTERVAL_MS);
    this.#timer.unref();
  }

  write(changes: Partial<Changes>): Promise<void> {
    const write = () => this.writeRow(changes);
    this.#writing = this.#writing.then(write, write);
    return this.#writing;
  }

  stop(): void {
    clearInterval(this.#timer);
  }
}
