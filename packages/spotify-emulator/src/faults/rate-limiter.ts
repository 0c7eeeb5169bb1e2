export interface RateLimitOptions {
  /** Length of the rolling window. Spotify computes its limit over a rolling 30 seconds. */
  windowMs: number;
  maxRequests: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { windowMs: 30_000, maxRequests: 600 };

/** A rolling-window limiter per app (Spotify limits each client id, not each user). */
export class RateLimiter {
  readonly #hits = new Map<string, number[]>();
  readonly #options: RateLimitOptions;
  readonly #now: () => number;

  constructor(options: RateLimitOptions, now: () => number) {
    this.#options = options;
    this.#now = now;
  }

  /** Records the request and answers how many seconds to wait, or 0 when it may proceed. */
  hit(key: string): number {
    const now = this.#now();
    const since = now - this.#options.windowMs;
    const hits = (this.#hits.get(key) ?? []).filter((at) => at > since);
    if (hits.length >= this.#options.maxRequests) {
      this.#hits.set(key, hits);
      return Math.max(1, Math.ceil(((hits[0] ?? now) + this.#options.windowMs - now) / 1000));
    }
    hits.push(now);
    this.#hits.set(key, hits);
    return 0;
  }

  clear(): void {
    this.#hits.clear();
  }
}
