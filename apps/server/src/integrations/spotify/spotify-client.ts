import { setTimeout as sleep } from 'node:timers/promises';
import { createSpotifyAccounts, type SpotifyAccounts } from './spotify-accounts.ts';
import { createApiCaller } from './spotify-api-caller.ts';
import type { SpotifyLogger } from './spotify-http.ts';
import { SPOTIFY_LIMITS, type SpotifyLimits, type SpotifySettings } from './spotify-settings.ts';
import type { SpotifyTokenStore, SpotifyTokens } from './spotify-tokens.ts';
import { createSpotifyUserApi, type SpotifyUserApi } from './spotify-user-api.ts';
import { TokenRefresher } from './token-refresher.ts';

export interface SpotifyClientOptions {
  settings: SpotifySettings;
  logger?: SpotifyLogger;
  /** Tests shorten waits; the product keeps the spec's constants. */
  limits?: Partial<SpotifyLimits>;
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface SpotifyClient {
  accounts: SpotifyAccounts;
  /** The Web API as one listener, reading and renewing their tokens through the store. */
  forAccount(store: SpotifyTokenStore): SpotifyUserApi;
  /** Renews the account's tokens now (the spec's POST /spotify/refresh-token). */
  renew(store: SpotifyTokenStore): Promise<SpotifyTokens>;
}

/** One per process: it owns the one-refresh-per-account bookkeeping. */
export function createSpotifyClient(options: SpotifyClientOptions): SpotifyClient {
  const limits: SpotifyLimits = { ...SPOTIFY_LIMITS, ...options.limits };
  const deps = {
    fetch: options.fetch ?? globalThis.fetch,
    sleep: options.sleep ?? ((ms: number) => sleep(ms)),
    now: options.now ?? Date.now,
    logger: options.logger,
  };
  const accounts = createSpotifyAccounts(options.settings, deps, limits);
  const refresher = new TokenRefresher(accounts, limits, deps.now);
  return {
    accounts,
    renew: (store) => refresher.refresh(store),
    forAccount: (store) =>
      createSpotifyUserApi(
        createApiCaller(options.settings.apiBaseUrl, deps, limits, refresher, store),
        limits,
      ),
  };
}
