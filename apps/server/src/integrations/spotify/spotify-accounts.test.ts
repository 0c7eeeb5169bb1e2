import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startClientUnderTest,
  type ClientUnderTest,
} from '../../test-support/spotify-client-under-test.ts';

const redirectUri = 'http://127.0.0.1:3000/callback';
let kit: ClientUnderTest;

beforeAll(async () => {
  kit = await startClientUnderTest();
});
afterAll(async () => {
  expect(kit.emulator.violations).toEqual([]);
  await kit.emulator.close();
});

/** What a listener's browser does on the consent page: pick a listener and agree. */
async function approve(authorizeUrl: string, user: string): Promise<URL> {
  const html = await (await fetch(authorizeUrl)).text();
  const request = /name="request" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const decision = await fetch(`${kit.emulator.url}/authorize/decision`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request, user, action: 'accept' }).toString(),
    redirect: 'manual',
  });
  return new URL(decision.headers.get('location') ?? '');
}

describe('Spotify accounts: sign-in with the authorization code flow and PKCE', () => {
  it('builds the authorize URL and exchanges the code for tokens', async () => {
    const verifier = randomBytes(48).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const url = kit.client.accounts.authorizeUrl({
      redirectUri,
      state: 'state-1',
      codeChallenge: challenge,
      scopes: ['user-read-email', 'user-library-read'],
      showDialog: true,
    });
    const back = await approve(url, 'trail-runner');
    expect(back.searchParams.get('state')).toBe('state-1');
    const tokens = await kit.client.accounts.exchangeCode({
      code: back.searchParams.get('code') ?? '',
      redirectUri,
      codeVerifier: verifier,
    });
    expect(tokens.scope).toBe('user-read-email user-library-read');
    expect(tokens.expiresAt).toBeGreaterThan(Date.now() + 3500_000);
    expect(tokens.refreshToken).toBeTruthy();
  });

  it('reports a refused exchange with the spec’s message and Spotify’s reason', async () => {
    await expect(
      kit.client.accounts.exchangeCode({
        code: 'AQnot-a-code',
        redirectUri,
        codeVerifier: 'x'.repeat(43),
      }),
    ).rejects.toMatchObject({
      code: 'TOKEN_EXCHANGE_ERROR',
      message: 'Failed to exchange authorization code: Invalid authorization code',
    });
  });
});
