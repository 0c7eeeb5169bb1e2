import { tokenExchangeFailed } from './spotify-errors.ts';
import {
  sendWithRetries,
  type HttpDeps,
  type RetryPolicy,
  type SpotifyResponse,
} from './spotify-http.ts';
import type { SpotifySettings, SpotifyLimits } from './spotify-settings.ts';
import { tokensFromResponse, type SpotifyTokens, type TokenResponse } from './spotify-tokens.ts';

export type RefreshOutcome =
  | { ok: true; tokens: SpotifyTokens }
  /** Spotify said invalid_grant: the refresh token is dead and must be forgotten. */
  | { ok: false; rejected: true; reason: string }
  /** Spotify could not be asked, or did not judge the token (5xx, 429, timeout, network,
   * invalid_client): the tokens may still be good. */
  | { ok: false; rejected: false; error: unknown };

export interface SpotifyAccounts {
  authorizeUrl(options: {
    redirectUri: string;
    state: string;
    codeChallenge: string;
    scopes: string[];
    showDialog?: boolean;
  }): string;
  exchangeCode(options: {
    code: string;
    redirectUri: string;
    codeVerifier: string;
  }): Promise<SpotifyTokens>;
  refresh(refreshToken: string, previous: SpotifyTokens | null): Promise<RefreshOutcome>;
}

function reasonOf(response: SpotifyResponse): string {
  try {
    const body = JSON.parse(response.text) as { error?: string; error_description?: string };
    return body.error_description ?? body.error ?? `${response.status}`;
  } catch {
    return `${response.status} ${response.statusText}`;
  }
}

/**
 * Spotify's definitive no to a refresh token: `invalid_grant` (revoked, expired, or already
 * spent). Any other answer, a refusal of our client's credentials included, says nothing about the
 * listener's token.
 */
function refusedGrant(response: SpotifyResponse): boolean {
  if (response.status !== 400 && response.status !== 401) return false;
  try {
    return (JSON.parse(response.text) as { error?: unknown }).error === 'invalid_grant';
  } catch {
    return false;
  }
}

/** The accounts service: authorize URL, code exchange (PKCE) and refresh, with client authentication. */
export function createSpotifyAccounts(
  settings: SpotifySettings,
  deps: HttpDeps & { now: () => number },
  limits: SpotifyLimits,
): SpotifyAccounts {
  // Spotify processes a refresh at most once; retrying a 5xx could spend a rotated token, so only 429 is retried.
  const policy: RetryPolicy = {
    timeoutMs: limits.apiTimeoutMs,
    rateLimitRetries: limits.rateLimitRetries,
    maxRetryAfterSeconds: limits.maxRetryAfterSeconds,
    serverErrorRetries: 0,
    backoffBaseMs: limits.backoffBaseMs,
  };
  const tokenUrl = new URL(
    'api/token',
    `${settings.accountsBaseUrl.replace(/\/$/, '')}/`,
  ).toString();

  function post(fields: Record<string, string>) {
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (settings.clientSecret) {
      headers.authorization = `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`;
    } else {
      fields.client_id = settings.clientId;
    }
    return sendWithRetries(
      deps,
      { method: 'POST', url: tokenUrl, headers, body: new URLSearchParams(fields).toString() },
      policy,
    );
  }

  return {
    authorizeUrl({ redirectUri, state, codeChallenge, scopes, showDialog }) {
      const url = new URL('authorize', `${settings.accountsBaseUrl.replace(/\/$/, '')}/`);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        response_type: 'code',
        redirect_uri: redirectUri,
        state,
        scope: scopes.join(' '),
        code_challenge_method: 'S256',
        code_challenge: codeChallenge,
        show_dialog: String(showDialog ?? false),
      }).toString();
      return url.toString();
    },

    async exchangeCode({ code, redirectUri, codeVerifier }) {
      const response = await post({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      });
      if (response.status !== 200) throw tokenExchangeFailed(reasonOf(response));
      return tokensFromResponse(JSON.parse(response.text) as TokenResponse, deps.now());
    },

    async refresh(refreshToken, previous) {
      let response: SpotifyResponse;
      try {
        response = await post({ grant_type: 'refresh_token', refresh_token: refreshToken });
      } catch (error) {
        return { ok: false, rejected: false, error };
      }
      if (response.status === 200) {
        const body = JSON.parse(response.text) as TokenResponse;
        return {
          ok: true,
          tokens: tokensFromResponse(body, deps.now(), previous?.refreshToken ?? refreshToken),
        };
      }
      if (refusedGrant(response)) return { ok: false, rejected: true, reason: reasonOf(response) };
      return {
        ok: false,
        rejected: false,
        error: new Error(`Token endpoint answered ${response.status}`),
      };
    },
  };
}
