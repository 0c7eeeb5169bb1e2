/** One Spotify account's tokens as the server keeps them (never sent to the browser, never logged). */
export interface SpotifyTokens {
  accessToken: string;
  /** Spotify rotates refresh tokens; the newest one is the only one that works. */
  refreshToken: string | null;
  /** Epoch milliseconds. */
  expiresAt: number;
  scope: string;
}

/**
 * Reads and writes one account's tokens. The client only ever goes through this, so the storage
 * (in memory for tests, encrypted in the database for the product) can change without touching it.
 */
export interface SpotifyTokenStore {
  /** Stable per account: one refresh at a time runs per key. */
  readonly accountKey: string;
  read(): Promise<SpotifyTokens | null>;
  write(tokens: SpotifyTokens): Promise<void>;
  clear(): Promise<void>;
  /**
   * Runs a refresh while no other holder of this account (in any app instance) refreshes it.
   * Stores without it rely on the client's one-refresh-per-account rule within this process.
   */
  exclusive?<T>(work: () => Promise<T>): Promise<T>;
}

/** Spotify's token endpoint answer. */
export interface TokenResponse {
  access_token: string;
  token_type: string;
  expires_in?: number;
  refresh_token?: string;
  scope?: string;
}

/** Expiry from `expires_in`, 3600 s when absent (product spec, tokens). */
export function tokensFromResponse(
  body: TokenResponse,
  now: number,
  previousRefreshToken: string | null = null,
): SpotifyTokens {
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token ?? previousRefreshToken,
    expiresAt: now + (body.expires_in ?? 3600) * 1000,
    scope: body.scope ?? '',
  };
}
