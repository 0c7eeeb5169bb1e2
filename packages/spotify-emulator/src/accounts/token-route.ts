import type { EmulatorState } from '../emulator-state.ts';
import { OAuthError } from '../http/api-error.ts';
import type { Exchange } from '../http/exchange.ts';
import { isFormBody, readBody } from '../http/read-body.ts';
import { sendJson } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import type { IssuedTokens } from './token-service.ts';
import { authenticateClient } from './client-auth.ts';
import { verifierMatches } from './pkce.ts';

function exchangeCode(
  state: EmulatorState,
  exchange: Exchange,
  form: URLSearchParams,
): IssuedTokens {
  const { client, confidential } = authenticateClient(exchange.req, form, state.clients);
  const grant = state.codes.get(form.get('code') ?? '');
  if (!grant || grant.used || grant.clientId !== client.clientId) {
    throw new OAuthError(400, 'invalid_grant', 'Invalid authorization code');
  }
  if (state.codes.isExpired(grant))
    throw new OAuthError(400, 'invalid_grant', 'Authorization code expired');
  if (form.get('redirect_uri') !== grant.redirectUri)
    throw new OAuthError(400, 'invalid_grant', 'Invalid redirect URI');
  if (grant.codeChallenge) {
    if (!verifierMatches(form.get('code_verifier') ?? '', grant.codeChallenge)) {
      throw new OAuthError(400, 'invalid_grant', 'code_verifier was incorrect');
    }
  } else if (!confidential) {
    throw new OAuthError(400, 'invalid_client', 'Invalid client secret');
  }
  grant.used = true;
  return state.tokens.issue(grant.userId, client.clientId, grant.scopes, !confidential);
}

function refresh(state: EmulatorState, exchange: Exchange, form: URLSearchParams): IssuedTokens {
  const token = form.get('refresh_token');
  if (!token) throw new OAuthError(400, 'invalid_request', 'refresh_token must be supplied');
  const { client, confidential } = authenticateClient(exchange.req, form, state.clients);
  const known = state.tokens.refreshGrant(token);
  if (known && !known.publicClient && !confidential)
    throw new OAuthError(400, 'invalid_client', 'Invalid client secret');
  const result = state.tokens.refresh(token, client.clientId);
  if (!result.ok) throw new OAuthError(400, 'invalid_grant', result.description);
  return result.tokens;
}

export function registerTokenRoute(router: Router, state: EmulatorState): void {
  router.on('POST', '/api/token', async (exchange) => {
    const form = new URLSearchParams(isFormBody(exchange.req) ? await readBody(exchange.req) : '');
    const grantType = form.get('grant_type');
    let tokens: IssuedTokens;
    if (grantType === 'authorization_code') tokens = exchangeCode(state, exchange, form);
    else if (grantType === 'refresh_token') tokens = refresh(state, exchange, form);
    else if (!grantType)
      throw new OAuthError(400, 'unsupported_grant_type', 'grant_type parameter is missing');
    else
      throw new OAuthError(
        400,
        'unsupported_grant_type',
        'grant_type must be authorization_code or refresh_token',
      );
    sendJson(exchange, 200, tokens, { 'cache-control': 'no-store' });
  });
}
