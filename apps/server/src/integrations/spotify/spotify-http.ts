import { spotifyRateLimited, spotifyTimeout, spotifyUnavailable } from './spotify-errors.ts';

/** Only what the client needs from a logger (pino's shape). Never given tokens or bodies. */
export interface SpotifyLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface HttpDeps {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  logger?: SpotifyLogger;
}

export interface RetryPolicy {
  timeoutMs: number;
  /** 429: wait `Retry-After` and try again, at most this many times. */
  rateLimitRetries: number;
  /** A `Retry-After` longer than this is not waited out: the caller gets RATE_LIMITED at once. */
  maxRetryAfterSeconds: number;
  /** 5xx and network failures: back off and try again, at most this many times (0 = never). */
  serverErrorRetries: number;
  backoffBaseMs: number;
}

export interface SpotifyRequest {
  method: 'GET' | 'PUT' | 'DELETE' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface SpotifyResponse {
  status: number;
  statusText: string;
  headers: Headers;
  text: string;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

function retryAfterSeconds(headers: Headers): number {
  const value = Number(headers.get('retry-after'));
  return Number.isFinite(value) && value >= 0 ? Math.ceil(value) : 1;
}

/**
 * One Spotify call with the product's bounded retries. Answers every status except 429 and 5xx
 * (those are retried, then raised as typed errors); the caller decides what a 401 or 404 means.
 */
export async function sendWithRetries(
  deps: HttpDeps,
  request: SpotifyRequest,
  policy: RetryPolicy,
): Promise<SpotifyResponse> {
  const path = new URL(request.url).pathname;
  let rateLimited = 0;
  let failures = 0;
  for (;;) {
    let response: SpotifyResponse | undefined;
    let failure: unknown;
    try {
      const answer = await deps.fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(policy.timeoutMs),
      });
      response = {
        status: answer.status,
        statusText: answer.statusText,
        headers: answer.headers,
        text: await answer.text(),
      };
    } catch (error) {
      if (isTimeout(error)) throw spotifyTimeout(policy.timeoutMs);
      failure = error;
    }
    if (response?.status === 429) {
      const wait = retryAfterSeconds(response.headers);
      if (rateLimited >= policy.rateLimitRetries || wait > policy.maxRetryAfterSeconds) {
        throw spotifyRateLimited(wait);
      }
      rateLimited++;
      deps.logger?.warn(
        { path, status: 429, retryAfterSeconds: wait, attempt: rateLimited },
        'Spotify rate limit, waiting',
      );
      await deps.sleep(wait * 1000);
      continue;
    }
    if (response && response.status < 500) return response;
    const detail = response ? `${response.status} ${response.statusText}` : 'network error';
    if (failures >= policy.serverErrorRetries) throw spotifyUnavailable(detail, failure);
    failures++;
    const backoff = policy.backoffBaseMs * 2 ** (failures - 1);
    deps.logger?.warn(
      { path, status: response?.status, attempt: failures, backoffMs: backoff },
      'Spotify failed, retrying',
    );
    await deps.sleep(backoff);
  }
}
