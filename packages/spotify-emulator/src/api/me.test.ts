import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startValidatedEmulator,
  type ValidatedEmulator,
} from '../test-support/validated-emulator.ts';
import { webApi } from '../test-support/web-api.ts';

let extended: ValidatedEmulator;
let development: ValidatedEmulator;

beforeAll(async () => {
  [extended, development] = await Promise.all([
    startValidatedEmulator({ mode: 'extended' }),
    startValidatedEmulator({ mode: 'development' }),
  ]);
});
afterAll(async () => {
  expect([...extended.violations, ...development.violations]).toEqual([]);
  await Promise.all([extended.close(), development.close()]);
});

describe('GET /v1/me', () => {
  it('returns the full private profile in extended mode, with email only under user-read-email', async () => {
    const full = await webApi(extended, extended.admin.issueTokens('night-owl').access_token)(
      'GET',
      '/v1/me',
    );
    expect(full.body).toMatchObject({
      display_name: 'Nadia Okafor',
      email: 'nadia.okafor@example.com',
      country: 'GB',
      product: 'premium',
      type: 'user',
    });
    const narrow = extended.admin.issueTokens('night-owl', {
      scopes: ['user-library-read'],
    }).access_token;
    const limited = (await webApi(extended, narrow)('GET', '/v1/me')).body as Record<
      string,
      unknown
    >;
    expect(limited).not.toHaveProperty('email');
    expect(limited).not.toHaveProperty('country');
    expect(limited.display_name).toBe('Nadia Okafor');
  });

  it('leaves out the fields Spotify removed for development-mode apps', async () => {
    const me = (
      await webApi(development, development.admin.issueTokens('night-owl').access_token)(
        'GET',
        '/v1/me',
      )
    ).body as Record<string, unknown>;
    for (const field of ['email', 'country', 'product', 'followers', 'explicit_content'])
      expect(me).not.toHaveProperty(field);
    expect(me).toMatchObject({ display_name: 'Nadia Okafor', type: 'user' });
    expect((me.images as { url: string }[])[0]?.url).toContain(`${development.url}/images/user/`);
  });

  it('answers 401 with Spotify’s messages for a missing, unknown, expired or revoked token', async () => {
    const noToken = await fetch(`${development.url}/v1/me`);
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toEqual({ error: { status: 401, message: 'No token provided' } });
    expect((await webApi(development, 'BQunknown')('GET', '/v1/me')).body).toEqual({
      error: { status: 401, message: 'Invalid access token' },
    });
    const expiring = development.admin.issueTokens('slow-cooker').access_token;
    development.admin.expireAccessToken(expiring);
    expect((await webApi(development, expiring)('GET', '/v1/me')).body).toEqual({
      error: { status: 401, message: 'The access token expired' },
    });
    const revoked = development.admin.issueTokens('slow-cooker').access_token;
    development.admin.revokeUser('slow-cooker');
    expect((await webApi(development, revoked)('GET', '/v1/me')).status).toBe(401);
  });
});
