import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT } from '@album-club/spotify-emulator/accounts/client-registry';
import { AUTH_REFRESH_FAILED_MESSAGE } from './spotify-errors.ts';
import { createSpotifyClient } from './spotify-client.ts';
import {
  startClientUnderTest,
  type ClientUnderTest,
} from '../../test-support/spotify-client-under-test.ts';

let kit: ClientUnderTest;

beforeAll(async () => {
  kit = await startClientUnderTest(
    {},
    { apiTimeoutMs: 3000, profileTimeoutMs: 1500, refreshWaitMs: 300 },
  );
});
afterEach(() => {
  kit.emulator.reset();
  kit.waits.length = 0;
  kit.logs.length = 0;
});
afterAll(async () => {
  expect(kit.emulator.violations).toEqual([]);
  await kit.emulator.close();
});

describe('Spotify client: error paths against the emulator’s faults', () => {
  it('waits Retry-After on 429 and retries, then gives up with RATE_LIMITED after 3', async () => {
    const api = kit.client.forAccount(kit.storeFor('night-owl'));
    kit.emulator.admin.injectFault({ kind: 'rate-limit', retryAfterSeconds: 2, count: 1 });
    expect((await api.getProfile()).display_name).toBe('Nadia Okafor');
    expect(kit.waits).toEqual([2000]);
    kit.emulator.admin.injectFault({ kind: 'rate-limit', retryAfterSeconds: 1, count: 4 });
    await expect(api.getProfile()).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      statusCode: 429,
      headers: { 'retry-after': '1' },
    });
    kit.emulator.admin.injectFault({ kind: 'rate-limit', retryAfterSeconds: 3600, count: 1 });
    await expect(api.getProfile()).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(kit.waits).toEqual([2000, 1000, 1000, 1000]);
  });

  it('backs off and retries 5xx, and raises SPOTIFY_UNAVAILABLE when it persists', async () => {
    const api = kit.client.forAccount(kit.storeFor('night-owl'));
    kit.emulator.admin.injectFault({ kind: 'status', status: 503, count: 2 });
    expect((await api.getSavedAlbums()).total).toBe(140);
    expect(kit.waits).toEqual([500, 1000]);
    kit.emulator.admin.injectFault({ kind: 'status', status: 500, count: 10 });
    await expect(api.getSavedAlbums()).rejects.toMatchObject({
      code: 'SPOTIFY_UNAVAILABLE',
      statusCode: 503,
    });
    expect(
      kit.emulator.admin
        .requests({ path: '/v1/me/albums' })
        .filter((entry) => entry.status === 500),
    ).toHaveLength(4);
  });

  it('names any other refusal by status in the spec words, keeping Spotify’s own text for the log', async () => {
    const api = kit.client.forAccount(kit.storeFor('night-owl'));
    kit.emulator.admin.injectFault({ kind: 'status', status: 403, count: 1 });
    const refused = await api.getSavedAlbums().catch((error: unknown) => error);
    expect(refused).toMatchObject({
      code: 'SPOTIFY_FORBIDDEN',
      statusCode: 502,
      message: 'Spotify API error: 403 Forbidden',
    });
    expect(String((refused as Error).cause)).toMatch(/^Error: Spotify said: ./);
  });

  it('refreshes an expired access token once and retries the call', async () => {
    const store = kit.storeFor('slow-cooker');
    const before = await store.read();
    kit.emulator.admin.expireUserTokens('slow-cooker');
    expect((await kit.client.forAccount(store).getProfile()).display_name).toBe('Marcus Bell');
    const after = await store.read();
    expect(after?.accessToken).not.toBe(before?.accessToken);
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
    expect(kit.tokenRequests()).toBe(1);
  });

  it('refreshes ahead of expiry without spending a request on a 401', async () => {
    const store = kit.storeFor('slow-cooker');
    const tokens = await store.read();
    if (tokens) await store.write({ ...tokens, expiresAt: Date.now() - 1 });
    await kit.client.forAccount(store).getProfile();
    expect(kit.emulator.admin.requests({ path: '/v1/me' }).map((entry) => entry.status)).toEqual([
      200,
    ]);
    expect(kit.tokenRequests()).toBe(1);
  });

  it('clears the tokens and raises AUTH_REFRESH_FAILED when the refresh token was revoked', async () => {
    const store = kit.storeFor('trail-runner');
    kit.emulator.admin.revokeUser('trail-runner');
    const failure = kit.client.forAccount(store).getProfile();
    await expect(failure).rejects.toMatchObject({
      code: 'AUTH_REFRESH_FAILED',
      message: AUTH_REFRESH_FAILED_MESSAGE,
      statusCode: 401,
    });
    expect(await store.read()).toBeNull();
    await expect(kit.client.forAccount(store).getProfile()).rejects.toMatchObject({
      code: 'SPOTIFY_NOT_CONNECTED',
    });
  });

  it('sends exactly one refresh when concurrent calls all find the token expired', async () => {
    const store = kit.storeFor('crate-digger');
    kit.emulator.admin.expireUserTokens('crate-digger');
    const api = kit.client.forAccount(store);
    const results = await Promise.all([
      api.getProfile(),
      api.getSavedAlbums(),
      api.getTopArtists(),
      api.getRecentlyPlayed(),
      api.getProfile(),
    ]);
    expect(results).toHaveLength(5);
    expect(kit.tokenRequests()).toBe(1);
  });

  it('keeps the tokens however often the token endpoint is down, and renews once it is back', async () => {
    const store = kit.storeFor('night-owl');
    kit.emulator.admin.expireUserTokens('night-owl');
    kit.emulator.admin.injectFault({ kind: 'status', status: 503, count: 5, target: 'accounts' });
    const api = kit.client.forAccount(store);
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(api.getProfile()).rejects.toMatchObject({ code: 'SPOTIFY_UNAVAILABLE' });
      expect(await store.read()).not.toBeNull();
    }
    expect((await api.getProfile()).display_name).toBe('Nadia Okafor');
  });

  it('keeps the tokens when Spotify refuses the app rather than the token', async () => {
    const store = kit.storeFor('trail-runner');
    kit.emulator.admin.expireUserTokens('trail-runner');
    const misconfigured = createSpotifyClient({
      settings: {
        accountsBaseUrl: kit.emulator.url,
        apiBaseUrl: `${kit.emulator.url}/v1`,
        clientId: DEMO_CLIENT.clientId,
        clientSecret: 'not-the-app-secret',
      },
      sleep: async () => {},
    });
    await expect(misconfigured.forAccount(store).getProfile()).rejects.toMatchObject({
      code: 'SPOTIFY_UNAVAILABLE',
    });
    expect(await store.read()).not.toBeNull();
  });

  it('times out: 10 s for the profile and 60 s for other calls (shortened here)', async () => {
    const api = kit.client.forAccount(kit.storeFor('night-owl'));
    kit.emulator.admin.injectFault({ kind: 'latency', ms: 2000, count: 1 });
    await expect(api.getProfile()).rejects.toMatchObject({
      code: 'SPOTIFY_TIMEOUT',
      statusCode: 504,
    });
    kit.emulator.admin.injectFault({ kind: 'latency', ms: 2000, count: 1 });
    expect((await api.getSavedAlbums()).total).toBe(140);
  });

  it('does not wait forever for another caller’s refresh', async () => {
    const store = kit.storeFor('night-owl');
    kit.emulator.admin.expireUserTokens('night-owl');
    kit.emulator.admin.injectFault({ kind: 'latency', ms: 1000, count: 1, target: 'accounts' });
    const api = kit.client.forAccount(store);
    const [first, second] = await Promise.allSettled([api.getProfile(), api.getSavedAlbums()]);
    expect(first.status).toBe('fulfilled');
    expect(second).toMatchObject({ status: 'rejected', reason: { code: 'SPOTIFY_UNAVAILABLE' } });
  });

  it('never writes a token into its logs or errors', async () => {
    const store = kit.storeFor('night-owl');
    const tokens = await store.read();
    kit.emulator.admin.injectFault({ kind: 'status', status: 502, count: 1 });
    kit.emulator.admin.injectFault({ kind: 'rate-limit', retryAfterSeconds: 1, count: 1 });
    await kit.client.forAccount(store).getProfile();
    kit.emulator.admin.revokeUser('night-owl');
    const error = await kit.client
      .forAccount(store)
      .getProfile()
      .catch((caught: unknown) => caught);
    const text = `${kit.logs.join('\n')}\n${JSON.stringify(error)}\n${String(error)}`;
    expect(kit.logs.length).toBeGreaterThan(0);
    for (const secret of [tokens?.accessToken, tokens?.refreshToken])
      expect(text).not.toContain(secret);
  });
});
