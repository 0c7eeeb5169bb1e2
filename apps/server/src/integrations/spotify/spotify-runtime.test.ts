import { afterAll, describe, expect, it } from 'vitest';
import { MemoryTokenStore } from './memory-token-store.ts';
import { createSpotifyClient } from './spotify-client.ts';
import { demoRedirectUris, startSpotifyRuntime, type SpotifyRuntime } from './spotify-runtime.ts';

const runtimes: SpotifyRuntime[] = [];
afterAll(async () => {
  await Promise.all(runtimes.map((runtime) => runtime.close()));
});

describe('Spotify runtime', () => {
  it('starts the emulator in-process with the built-in catalog, without its admin API', async () => {
    const runtime = await startSpotifyRuntime(
      { kind: 'emulator', port: 0, mode: 'development' },
      'http://localhost:3000',
    );
    runtimes.push(runtime);
    expect(runtime.demo).toBe(true);
    const origin = runtime.settings?.accountsBaseUrl ?? '';
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(runtime.imageOrigins).toEqual([origin]);
    expect((await fetch(`${origin}/__admin/personas`)).status).toBe(404);
    const authorize = new URL('/authorize', origin);
    authorize.search = new URLSearchParams({
      client_id: runtime.settings?.clientId ?? '',
      response_type: 'code',
      redirect_uri: 'http://127.0.0.1:3000/callback',
    }).toString();
    expect((await fetch(authorize)).status).toBe(200);

    const client = createSpotifyClient({
      settings: runtime.settings ?? { accountsBaseUrl: '', apiBaseUrl: '', clientId: '' },
    });
    const api = client.forAccount(new MemoryTokenStore('nobody'));
    await expect(api.getProfile()).rejects.toMatchObject({ code: 'SPOTIFY_NOT_CONNECTED' });
  });

  it('uses Spotify itself with configured credentials, and nothing when off', async () => {
    const real = await startSpotifyRuntime(
      {
        kind: 'spotify',
        clientId: 'id',
        clientSecret: undefined,
        accountsBaseUrl: 'https://accounts.spotify.com',
        apiBaseUrl: 'https://api.spotify.com/v1',
      },
      'https://club.example',
    );
    expect(real).toMatchObject({
      demo: false,
      imageOrigins: [],
      settings: { apiBaseUrl: 'https://api.spotify.com/v1' },
    });
    const off = await startSpotifyRuntime({ kind: 'off' }, 'https://club.example');
    expect(off.settings).toBeUndefined();
  });

  it('registers loopback-IP redirect URIs for the demo app, never localhost', () => {
    expect(demoRedirectUris('http://localhost:3000')).toEqual([
      'http://127.0.0.1:3000/callback',
      'http://127.0.0.1:3000/api/auth/callback/spotify',
    ]);
    expect(demoRedirectUris('https://club.example')).toContain('https://club.example/callback');
  });
});
