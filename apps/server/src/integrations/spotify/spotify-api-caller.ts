import { authRefreshFailed, spotifyApiError, spotifyNotConnected } from './spotify-errors.ts';
import { sendWithRetries, type HttpDeps, type SpotifyResponse } from './spotify-http.ts';
import type { SpotifyLimits } from './spotify-settings.ts';
import type { SpotifyTokenStore } from './spotify-tokens.ts';
import type { TokenRefresher } from './token-refresher.ts';

export interface CallOptions {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  timeoutMs?: number;
  /** Statuses handed back to the caller instead of raised (e.g. to fall back to another endpoint). */
  passThrough?: number[];
}

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

export type ApiCaller = <T>(
  method: 'GET' | 'PUT' | 'DELETE',
  pathOrUrl: string,
  options?: CallOptions,
) => Promise<ApiAnswer<T>>;

function messageOf(response: SpotifyResponse): string | undefined {
  try {
    return (JSON.parse(response.text) as { error?: { message?: string } }).error?.message;
  } catch {
    return undefined;
  }
}

/**
 * Authorized Web API calls for one account: refresh before expiry, and on a 401 refresh once and
 * retry (at most `authRetries` times, `authRetryDelayMs` apart). A failed refresh clears the tokens.
 */
export function createApiCaller(
  apiBaseUrl: string,
  deps: HttpDeps & { now: () => number },
  limits: SpotifyLimits,
  refresher: TokenRefresher,
  store: SpotifyTokenStore,
): ApiCaller {
  const base = `${apiBaseUrl.replace(/\/$/, '')}/`;

  function urlFor(pathOrUrl: string, query: CallOptions['query']): string {
    const url = new URL(pathOrUrl.replace(/^\//, ''), base);
    // Paging links come from Spotify's answers; the token must never go anywhere else.
    if (!url.toString().startsWith(base))
      throw new Error('Refusing to send a Spotify token outside the Web API');
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined) url.searchParams.set(key, String(value));
    return url.toString();
  }

  return async function call<T>(
    method: 'GET' | 'PUT' | 'DELETE',
    pathOrUrl: string,
    options: CallOptions = {},
  ) {
    const url = urlFor(pathOrUrl, options.query);
    let tokens = await store.read();
    if (!tokens) throw spotifyNotConnected();
    if (tokens.expiresAt - limits.expirySkewMs <= deps.now())
      tokens = await refresher.refresh(store, tokens.accessToken);
    const policy = {
      timeoutMs: options.timeoutMs ?? limits.apiTimeoutMs,
      rateLimitRetries: limits.rateLimitRetries,
      maxRetryAfterSeconds: limits.maxRetryAfterSeconds,
      serverErrorRetries: limits.serverErrorRetries,
      backoffBaseMs: limits.backoffBaseMs,
    };
    let refreshed = false;
    for (let retry = 0; ; retry++) {
      const headers: Record<string, string> = { authorization: `Bearer ${tokens.accessToken}` };
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      const body = options.body === undefined ? undefined : JSON.stringify(options.body);
      const response = await sendWithRetries(deps, { method, url, headers, body }, policy);
      if (response.status !== 401) {
        if (response.status < 300 || options.passThrough?.includes(response.status)) {
          return {
            status: response.status,
            body: (response.text ? JSON.parse(response.text) : undefined) as T,
          };
        }
        throw spotifyApiError(response.status, response.statusText, messageOf(response));
      }
      if (retry >= limits.authRetries) {
        await store.clear();
        throw authRefreshFailed(new Error(messageOf(response) ?? 'Unauthorized'));
      }
      if (refreshed) await deps.sleep(limits.authRetryDelayMs);
      else {
        tokens = await refresher.refresh(store, tokens.accessToken);
        refreshed = true;
      }
    }
  };
}
