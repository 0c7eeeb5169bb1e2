import { describe, expect, it, vi } from 'vitest';
import { DEMO_CLIENT } from './client-registry.ts';
import { form, pkcePair } from '../test-support/pkce-pair.ts';
import { emulatorPerFile } from '../test-support/emulator-per-file.ts';
import type { ValidatedEmulator } from '../test-support/validated-emulator.ts';

const redirectUri = 'http://127.0.0.1:3000/callback';
let emulator: ValidatedEmulator;

emulatorPerFile((started) => (emulator = started));

/** Trades an authorization code for tokens, as the app's callback does. */
function redeem(code: string, verifier: string, fields: Record<string, string> = {}) {
  return fetch(
    `${emulator.url}/api/token`,
    form({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: DEMO_CLIENT.clientId,
      code_verifier: verifier,
      ...fields,
    }),
  );
}

function authorizeUrl(params: Record<string, string>) {
  const url = new URL('/authorize', emulator.url);
  const defaults = {
    client_id: DEMO_CLIENT.clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
  };
  for (const [key, value] of Object.entries({ ...defaults, ...params }))
    url.searchParams.set(key, value);
  return url;
}

async function consent(
  params: Record<string, string>,
  user: string,
  action: 'accept' | 'cancel',
  cookie?: string,
) {
  const page = await fetch(authorizeUrl(params), {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  });
  if (page.status === 302) return page;
  const html = await page.text();
  const requestId = /name="request" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return fetch(new URL('/authorize/decision', emulator.url), {
    ...form({ request: requestId, user, action }),
    redirect: 'manual',
  });
}

describe('GET /authorize and the consent page', () => {
  it("lets the consent form send the browser back to the app (form-action names the app's origin)", async () => {
    const page = await fetch(authorizeUrl({ state: 'csp' }));
    const csp = page.headers.get('content-security-policy') ?? '';
    const formAction = csp.split(';').find((part) => part.trim().startsWith('form-action')) ?? '';
    expect(formAction.trim().split(/\s+/)).toEqual([
      'form-action',
      "'self'",
      'http://127.0.0.1:3000',
    ]);
    expect(csp).toContain("default-src 'none'");
  });

  it('runs the authorization code flow with PKCE end to end', async () => {
    const { verifier, challenge } = pkcePair();
    const page = await fetch(
      authorizeUrl({
        state: 'xyz',
        scope: 'user-read-email user-library-read',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
    );
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Nadia Okafor');
    expect(html).toContain('Get your real email address');

    const decision = await consent(
      {
        state: 'xyz',
        scope: 'user-read-email',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      },
      'slow-cooker',
      'accept',
    );
    expect(decision.status).toBe(303);
    const back = new URL(decision.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe('xyz');
    const code = back.searchParams.get('code') ?? '';

    const token = await redeem(code, verifier);
    const tokens = (await token.json()) as Record<string, unknown>;
    expect(token.status).toBe(200);
    expect(tokens).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'user-read-email',
    });
    const me = await fetch(`${emulator.url}/v1/me`, {
      headers: { authorization: `Bearer ${String(tokens.access_token)}` },
    });
    expect(((await me.json()) as { display_name: string }).display_name).toBe('Marcus Bell');

    const again = await redeem(code, verifier);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid authorization code',
    });
  });

  it('redirects with error=access_denied when the listener cancels', async () => {
    const decision = await consent({ state: 'abc' }, 'night-owl', 'cancel');
    const back = new URL(decision.headers.get('location') ?? '');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('abc');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('refuses the removed implicit grant and unknown scopes by redirecting with an error', async () => {
    const implicit = await fetch(authorizeUrl({ response_type: 'token', state: 's' }), {
      redirect: 'manual',
    });
    expect(implicit.status).toBe(302);
    const back = new URL(implicit.headers.get('location') ?? '');
    expect(back.searchParams.get('error')).toBe('unsupported_response_type');
    expect(back.hash).toBe('');
    const scope = await fetch(authorizeUrl({ scope: 'user-read-everything' }), {
      redirect: 'manual',
    });
    expect(new URL(scope.headers.get('location') ?? '').searchParams.get('error')).toBe(
      'invalid_scope',
    );
    const plain = await fetch(
      authorizeUrl({ code_challenge: pkcePair().challenge, code_challenge_method: 'plain' }),
      { redirect: 'manual' },
    );
    expect(new URL(plain.headers.get('location') ?? '').searchParams.get('error')).toBe(
      'invalid_request',
    );
  });

  it('shows an error page, never a redirect, for an unknown client or a redirect URI that is not an exact match', async () => {
    const client = await fetch(authorizeUrl({ client_id: 'nope' }), { redirect: 'manual' });
    expect(client.status).toBe(400);
    expect(await client.text()).toContain('INVALID_CLIENT: Invalid client');
    const uri = await fetch(authorizeUrl({ redirect_uri: `${redirectUri}/` }), {
      redirect: 'manual',
    });
    expect(uri.status).toBe(400);
    expect(await uri.text()).toContain('Invalid redirect URI');
  });

  it('skips the dialog for an app already approved unless show_dialog=true', async () => {
    const first = await consent({ scope: 'user-read-email' }, 'trail-runner', 'accept');
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const silent = await consent(
      { scope: 'user-read-email', state: 'q' },
      'trail-runner',
      'accept',
      cookie,
    );
    expect(silent.status).toBe(302);
    expect(new URL(silent.headers.get('location') ?? '').searchParams.get('code')).toBeTruthy();
    const forced = await fetch(authorizeUrl({ scope: 'user-read-email', show_dialog: 'true' }), {
      redirect: 'manual',
      headers: { cookie },
    });
    expect(forced.status).toBe(200);
  });

  it('checks the PKCE verifier and the redirect URI, and lets codes expire after 10 minutes', async () => {
    const { verifier, challenge } = pkcePair();
    const pkce = { code_challenge: challenge, code_challenge_method: 'S256' };
    const codeFrom = async () => {
      const decision = await consent(pkce, 'night-owl', 'accept');
      return new URL(decision.headers.get('location') ?? '').searchParams.get('code') ?? '';
    };
    const exchange = (code: string, fields: Record<string, string> = {}) =>
      redeem(code, verifier, fields).then((response) => response.json());

    expect(await exchange(await codeFrom(), { code_verifier: pkcePair().verifier })).toEqual({
      error: 'invalid_grant',
      error_description: 'code_verifier was incorrect',
    });
    expect(
      await exchange(await codeFrom(), { redirect_uri: 'http://127.0.0.1:5173/callback' }),
    ).toEqual({ error: 'invalid_grant', error_description: 'Invalid redirect URI' });
    const late = await codeFrom();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 10 * 60 * 1000 + 1000);
      expect(await exchange(late)).toEqual({
        error: 'invalid_grant',
        error_description: 'Authorization code expired',
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
