import { AppError } from '../../lib/app-error.ts';

/** The spec's exact text for a session that could not be renewed (error catalogue, auth errors). */
export const AUTH_REFRESH_FAILED_MESSAGE =
  'Session expired and could not be renewed. Please login again.';

export const authRefreshFailed = (cause?: unknown) =>
  new AppError('AUTH_REFRESH_FAILED', AUTH_REFRESH_FAILED_MESSAGE, 401, { cause });

export const spotifyNotConnected = () =>
  new AppError('SPOTIFY_NOT_CONNECTED', 'Connect your Spotify account first.', 401);

export const spotifyRateLimited = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', 'Too many requests. Please try again in a few minutes.', 429, {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

export const spotifyUnavailable = (detail: string, cause?: unknown) =>
  new AppError('SPOTIFY_UNAVAILABLE', `Spotify is not answering right now (${detail}).`, 503, {
    cause,
  });

export const spotifyTimeout = (timeoutMs: number) =>
  new AppError('SPOTIFY_TIMEOUT', `Spotify did not answer within ${timeoutMs / 1000} s.`, 504);

/**
 * Any other answer Spotify gives: 'Spotify API error: {status} {statusText}' (error catalogue).
 * Spotify's own words go to the log (as the cause), not to the listener.
 */
export const spotifyApiError = (status: number, statusText: string, message?: string) =>
  new AppError(
    status === 404
      ? 'SPOTIFY_NOT_FOUND'
      : status === 403
        ? 'SPOTIFY_FORBIDDEN'
        : 'SPOTIFY_API_ERROR',
    `Spotify API error: ${status} ${statusText}`,
    status === 404 ? 404 : 502,
    { cause: message ? new Error(`Spotify said: ${message}`) : undefined },
  );

export const tokenExchangeFailed = (reason: string) =>
  new AppError('TOKEN_EXCHANGE_ERROR', `Failed to exchange authorization code: ${reason}`, 400);
