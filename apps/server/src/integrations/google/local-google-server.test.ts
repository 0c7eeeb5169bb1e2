import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { startLocalGoogle, type LocalGoogle } from './local-google-server.ts';

const client = {
  clientId: 'test-client',
  clientSecret: 'test-secret',
  redirectUris: ['http://127.0.0.1:3000/api/auth/callback/google'],
  appName: 'Album Club',
};
const redirectUri = client.redirectUris[0] as string;

describe('the local Google stand-in (OpenID Connect)', () => {
  let google: LocalGoogle;
  beforeAll(async () => {
    google = await startLocalGoogle({ clients: [client] });
  });
  afterAll(() => google.close());

  async function authorize(extra: Record<string, string> = {}) {
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const params = new URLSearchParams({
      client_id: client.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state: 'st',
      nonce: 'n-123',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...extra,
    });
    const page = await fetch(`${google.url}/authorize?${params}`);
    const html = await page.text();
    return {
      verifier,
      page,
      html,
      request: /name="request" value="([^"]+)"/.exec(html)?.[1] ?? '',
    };
  }

  async function decide(request: string, action: string, user = '104729385610293847561') {
    const answer = await fetch(`${google.url}/authorize/decision`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ request, action, user }),
      redirect: 'manual',
    });
    return new URL(answer.headers.get('location') ?? '');
  }

  const exchange = (code: string, verifier: string) =>
    fetch(`${google.url}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        redirect_uri: redirectUri,
        client_id: client.clientId,
        client_secret: client.clientSecret,
      }),
    });

  it('publishes discovery and signs ID tokens its JWKS verifies, with the nonce', async () => {
    const discovery = (await (await fetch(google.discoveryUrl)).json()) as {
      issuer: string;
      jwks_uri: string;
    };
    expect(discovery).toMatchObject({
      issuer: google.url,
      code_challenge_methods_supported: ['S256'],
    });
    const { verifier, html, request } = await authorize();
    expect(html).toContain('Choose an account');
    expect(html).toContain('Cancel');
    const back = await decide(request, 'accept');
    expect(back.searchParams.get('state')).toBe('st');
    const tokens = (await (
      await exchange(back.searchParams.get('code') ?? '', verifier)
    ).json()) as {
      id_token: string;
      access_token: string;
    };
    const { payload } = await jwtVerify(
      tokens.id_token,
      createRemoteJWKSet(new URL(discovery.jwks_uri)),
      {
        issuer: google.url,
        audience: client.clientId,
      },
    );
    expect(payload).toMatchObject({
      email: 'ada.park@example.com',
      email_verified: true,
      nonce: 'n-123',
    });
    const userinfo = await fetch(`${google.url}/userinfo`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await userinfo.json()).toMatchObject({ sub: payload.sub, name: 'Ada Park' });
  });

  it('refuses a wrong PKCE verifier and a code used twice', async () => {
    const { verifier, request } = await authorize();
    const code = (await decide(request, 'accept')).searchParams.get('code') ?? '';
    expect((await exchange(code, 'x'.repeat(43))).status).toBe(400);
    expect((await exchange(code, verifier)).status).toBe(400);
  });

  it('sends Cancel back as access_denied, and shows an error page for an unregistered redirect URI', async () => {
    const { request } = await authorize();
    const back = await decide(request, 'cancel');
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: 'access_denied', state: 'st' });
    const foreign = await authorize({ redirect_uri: 'https://evil.example/callback' });
    expect(foreign.page.status).toBe(400);
    expect(foreign.html).toContain('redirect_uri_mismatch');
  });
});
