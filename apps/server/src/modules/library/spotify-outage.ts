import { AppError } from '../../lib/app-error.ts';

const OUTAGES = new Set([
  'RATE_LIMITED',
  'SPOTIFY_UNAVAILABLE',
  'SPOTIFY_TIMEOUT',
  'SPOTIFY_API_ERROR',
  'SPOTIFY_FORBIDDEN',
]);

/**
 * Spotify could not answer this time (busy, down, slow, refusing the call): a read may fall back
 * to what the product stored. A dead session (AUTH_REFRESH_FAILED) is not an outage: the listener
 * has to sign in again, and hiding that would only delay it.
 */
export const isSpotifyOutage = (error: unknown): error is AppError =>
  error instanceof AppError && OUTAGES.has(error.code);
