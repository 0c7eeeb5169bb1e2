import { AppError } from '../../lib/app-error.ts';

/** Faults worth waiting out: Spotify busy, down or slow. */
const TRANSIENT = new Set(['RATE_LIMITED', 'SPOTIFY_UNAVAILABLE', 'SPOTIFY_TIMEOUT']);

export interface Patience {
  /** Extra attempts after the Spotify client's own retries gave up. */
  attempts: number;
  /** First wait after a 5xx or timeout; doubles each time. */
  backoffMs: number;
  /** Longest Retry-After waited out. */
  maxRetryAfterMs: number;
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

export const SYNC_PATIENCE: Omit<Patience, 'sleep'> = {
  attempts: 3,
  backoffMs: 1_000,
  maxRetryAfterMs: 30_000,
};

const retryAfterMs = (error: AppError) => {
  const seconds = Number(error.headers?.['retry-after']);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 1000;
};

/**
 * A background import outlasts faults a request would report: when the Spotify client's bounded
 * retries give up on a 429, 5xx or timeout, the job waits (Retry-After, or a growing back-off)
 * and asks again, so a burst of errors delays the sync instead of failing it.
 */
export async function patiently<T>(
  call: () => Promise<T>,
  patience: Patience,
  signal: AbortSignal,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    signal.throwIfAborted();
    try {
      return await call();
    } catch (error) {
      const transient = error instanceof AppError && TRANSIENT.has(error.code);
      if (!transient || attempt >= patience.attempts) throw error;
      const wait =
        error.code === 'RATE_LIMITED'
          ? Math.min(retryAfterMs(error), patience.maxRetryAfterMs)
          : patience.backoffMs * 2 ** attempt;
      await patience.sleep(wait, signal);
    }
  }
}
