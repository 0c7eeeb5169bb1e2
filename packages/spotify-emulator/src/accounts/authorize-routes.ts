import { randomBytes } from 'node:crypto';
import type { EmulatorState } from '../emulator-state.ts';
import type { Exchange } from '../http/exchange.ts';
import { isFormBody, readBody } from '../http/read-body.ts';
import { redirect, sendText } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { consentPage, errorPage } from './consent-page.ts';
import { isValidCodeChallenge } from './pkce.ts';
import { KNOWN_SCOPES, parseScopes } from './scopes.ts';

const SESSION_COOKIE = 'emulator_session';
const PENDING_TTL_MS = 30 * 60 * 1000;

function showError(exchange: Exchange, message: string) {
  const { html, headers } = errorPage(message);
  sendText(exchange, 400, 'text/html; charset=utf-8', html, headers);
}

function backTo(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

function sessionOf(exchange: Exchange): string | undefined {
  const cookies = exchange.req.headers.cookie ?? '';
  return cookies.match(new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([\\w-]+)`))?.[1];
}

export function registerAuthorizeRoutes(router: Router, state: EmulatorState): void {
  router.on('GET', '/authorize', (exchange) => {
    const query = exchange.url.searchParams;
    const client = state.clients.get(query.get('client_id') ?? '');
    if (!client) return showError(exchange, 'INVALID_CLIENT: Invalid client');
    const redirectUri = query.get('redirect_uri') ?? '';
    if (!client.redirectUris.includes(redirectUri))
      return showError(exchange, 'INVALID_CLIENT: Invalid redirect URI');
    const stateParam = query.get('state') ?? undefined;
    const fail = (error: string, description: string) =>
      redirect(
        exchange,
        backTo(redirectUri, { error, error_description: description, state: stateParam }),
      );
    const responseType = query.get('response_type');
    // The implicit grant (response_type=token) was removed in 2025; only the code flow remains.
    if (responseType !== 'code')
      return fail('unsupported_response_type', 'response_type must be code');
    const scopes = parseScopes(query.get('scope'));
    const unknown = scopes.find((scope) => !KNOWN_SCOPES.has(scope));
    if (unknown) return fail('invalid_scope', `Invalid scope: ${unknown}`);
    const challenge = query.get('code_challenge') ?? undefined;
    const method = query.get('code_challenge_method') ?? undefined;
    if (challenge !== undefined || method !== undefined) {
      if (method !== 'S256') return fail('invalid_request', 'code_challenge_method must be S256');
      if (!challenge || !isValidCodeChallenge(challenge))
        return fail('invalid_request', 'code_challenge must be a 43-character base64url string');
    }
    const session = state.sessions.get(sessionOf(exchange) ?? '');
    const approved = session?.approvals.get(client.clientId);
    if (
      query.get('show_dialog') !== 'true' &&
      session &&
      approved &&
      scopes.every((scope) => approved.has(scope))
    ) {
      const code = state.codes.create({
        clientId: client.clientId,
        redirectUri,
        userId: session.userId,
        scopes,
        codeChallenge: challenge,
      });
      return redirect(exchange, backTo(redirectUri, { code, state: stateParam }));
    }
    const requestId = randomBytes(18).toString('base64url');
    state.pending.set(requestId, {
      clientId: client.clientId,
      redirectUri,
      state: stateParam,
      scopes,
      codeChallenge: challenge,
      expiresAt: state.now() + PENDING_TTL_MS,
    });
    const { html, headers } = consentPage(
      requestId,
      client.clientId,
      scopes,
      state.personas,
      redirectUri,
    );
    sendText(exchange, 200, 'text/html; charset=utf-8', html, headers);
  });

  router.on('POST', '/authorize/decision', async (exchange) => {
    const form = new URLSearchParams(isFormBody(exchange.req) ? await readBody(exchange.req) : '');
    const requestId = form.get('request') ?? '';
    const pending = state.pending.get(requestId);
    if (!pending || pending.expiresAt <= state.now())
      return showError(exchange, 'This login request has expired. Please start again.');
    state.pending.delete(requestId);
    if (form.get('action') !== 'accept') {
      return redirect(
        exchange,
        backTo(pending.redirectUri, { error: 'access_denied', state: pending.state }),
      );
    }
    const persona = state.personaByKey(form.get('user') ?? '');
    if (!persona) return showError(exchange, 'Choose one of the demo listeners.');
    const sessionId = randomBytes(18).toString('base64url');
    const approvals = new Map([[pending.clientId, new Set(pending.scopes)]]);
    state.sessions.set(sessionId, { userId: persona.userId, approvals });
    const code = state.codes.create({
      clientId: pending.clientId,
      redirectUri: pending.redirectUri,
      userId: persona.userId,
      scopes: pending.scopes,
      codeChallenge: pending.codeChallenge,
    });
    redirect(exchange, backTo(pending.redirectUri, { code, state: pending.state }), {
      'set-cookie': `${SESSION_COOKIE}=${sessionId}; Path=/; HttpOnly; SameSite=Lax`,
    });
  });
}
