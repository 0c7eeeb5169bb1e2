import { z } from 'zod';

/** Stable error codes the server answers with; the web app renders messages by code. */
export const errorCodes = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  // The database is out of reach (down or restarting): the same request may be tried again shortly.
  'DATABASE_UNAVAILABLE',
  // Spotify: the listener's session with Spotify, and Spotify's own failures.
  'AUTH_REFRESH_FAILED',
  'SPOTIFY_NOT_CONNECTED',
  'SPOTIFY_UNAVAILABLE',
  'SPOTIFY_TIMEOUT',
  'SPOTIFY_NOT_FOUND',
  'SPOTIFY_FORBIDDEN',
  'SPOTIFY_API_ERROR',
  'TOKEN_EXCHANGE_ERROR',
  // Library: a catalog album with no Spotify twin cannot be saved to a Spotify library.
  'ALBUM_NOT_ON_SPOTIFY',
  // Accounts: what the caller may do, and legacy calls the product no longer accepts.
  'ACCOUNT_REQUIRED',
  'NO_ANONYMOUS_SESSION',
  'GONE',
  // Creates with an Idempotency-Key: the key came with another body, or its first use still runs.
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
] as const;

export type ErrorCode = (typeof errorCodes)[number] | (string & {});

/** The body of every error answer the server sends. */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  /** The request field that failed validation, as a dotted path ("body.rating"). */
  field: z.string().optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
