import { authRefreshFailed, spotifyUnavailable } from './spotify-errors.ts';
import type { SpotifyAccounts } from './spotify-accounts.ts';
import type { SpotifyLimits } from './spotify-settings.ts';
import type { SpotifyTokenStore, SpotifyTokens } from './spotify-tokens.ts';

/**
 * One refresh per account at a time in this process: concurrent callers wait (up to
 * `refreshWaitMs`) for the refresh under way instead of spending the rotating refresh token twice.
 */
export class TokenRefresher {
  readonly #inFlight = new Map<string, Promise<SpotifyTokens>>();

  constructor(
    private readonly accounts: SpotifyAccounts,
    private readonly limits: SpotifyLimits,
    private readonly now: () => number,
  ) {}

  /** Fresh tokens for the account. `staleAccessToken` is the one Spotify just refused, if any. */
  refresh(store: SpotifyTokenStore, staleAccessToken?: string): Promise<SpotifyTokens> {
    const running = this.#inFlight.get(store.accountKey);
    if (running) return this.#wait(running);
    const start = () => this.#start(store, staleAccessToken);
    const task = (store.exclusive ? store.exclusive(start) : start()).finally(() =>
      this.#inFlight.delete(store.accountKey),
    );
    this.#inFlight.set(store.accountKey, task);
    return task;
  }

  async #wait(running: Promise<SpotifyTokens>): Promise<SpotifyTokens> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(spotifyUnavailable('session renewal took too long')),
        this.limits.refreshWaitMs,
      );
    });
    try {
      return await Promise.race([running, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async #start(store: SpotifyTokenStore, staleAccessToken?: string): Promise<SpotifyTokens> {
    const current = await store.read();
    if (!current?.refreshToken) {
      await store.clear();
      throw authRefreshFailed();
    }
    // Another request (or app instance) may have renewed the tokens meanwhile: use theirs.
    const renewedMeanwhile =
      staleAccessToken !== undefined && current.accessToken !== staleAccessToken;
    if (renewedMeanwhile && current.expiresAt - this.limits.expirySkewMs > this.now())
      return current;
    const outcome = await this.accounts.refresh(current.refreshToken, current);
    if (outcome.ok) {
      await store.write(outcome.tokens);
      return outcome.tokens;
    }
    // Only Spotify's own refusal (invalid_grant: revoked or expired) ends the connection. However
    // many times the token endpoint is down, busy or slow, the refresh token may still be good:
    // it is kept, and the caller hears that Spotify is unavailable and may try again.
    if (outcome.rejected) {
      await store.clear();
      throw authRefreshFailed(new Error(outcome.reason));
    }
    throw spotifyUnavailable('could not renew the session', outcome.error);
  }
}
