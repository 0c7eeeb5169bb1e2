/** Where Spotify is and who we are to it: the real service, or the emulator (only URLs differ). */
export interface SpotifySettings {
  accountsBaseUrl: string;
  apiBaseUrl: string;
  clientId: string;
  /** Absent for a public client, which then relies on PKCE alone. */
  clientSecret?: string;
}

/** The product spec's constants (calls table and "Business constants and limits"). */
export const SPOTIFY_LIMITS = {
  profileTimeoutMs: 10_000,
  apiTimeoutMs: 60_000,
  rateLimitRetries: 3,
  maxRetryAfterSeconds: 30,
  serverErrorRetries: 3,
  backoffBaseMs: 500,
  /** On a 401: refresh once, then retry at most this many times… */
  authRetries: 3,
  /** …waiting this long between retries. */
  authRetryDelayMs: 1_000,
  /** A caller that finds a refresh under way waits this long for it. */
  refreshWaitMs: 5_000,
  /** Refresh a little before expiry rather than spend a request on a 401. */
  expirySkewMs: 30_000,
} as const;

export type SpotifyLimits = { -readonly [K in keyof typeof SPOTIFY_LIMITS]: number };
