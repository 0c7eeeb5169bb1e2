import { SpotifyApi, type AccessToken } from '@spotify/web-api-ts-sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_CLIENT } from './accounts/client-registry.ts';
import {
  startValidatedEmulator,
  type ValidatedEmulator,
} from './test-support/validated-emulator.ts';

// Spotify's own TypeScript SDK, written by nobody here, pointed at the emulator: only the host changes.
let emulator: ValidatedEmulator;
const realFetch = globalThis.fetch;

function toEmulator(input: string | URL | Request): string {
  const url =
    typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
  return url
    .replace('https://api.spotify.com/', `${emulator.url}/`)
    .replace('https://accounts.spotify.com/', `${emulator.url}/`);
}

function sdkFor(user: string, token?: AccessToken) {
  const issued = token ?? {
    ...emulator.admin.issueTokens(user, { publicClient: true }),
    expires: undefined,
  };
  return SpotifyApi.withAccessToken(DEMO_CLIENT.clientId, issued, {
    fetch: (input, init) => realFetch(toEmulator(input), init),
  });
}

beforeAll(async () => {
  emulator = await startValidatedEmulator({ mode: 'extended' });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  expect(emulator.violations).toEqual([]);
  await emulator.close();
});

describe('@spotify/web-api-ts-sdk against the emulator', () => {
  it('reads the profile, the library, top artists and recent plays', async () => {
    const sdk = sdkFor('slow-cooker');
    expect((await sdk.currentUser.profile()).display_name).toBe('Marcus Bell');
    const page = await sdk.currentUser.albums.savedAlbums(50, 0);
    expect(page.total).toBe(220);
    expect(page.items).toHaveLength(50);
    expect(page.items[0]?.album.tracks.items.length).toBeGreaterThan(0);
    const top = await sdk.currentUser.topItems('artists', 'long_term', 10);
    expect(top.items).toHaveLength(10);
    const recent = await sdk.player.getRecentlyPlayedTracks(50);
    expect(recent.items).toHaveLength(50);
    expect(recent.items[0]?.track.album.name).toBeTruthy();
  });

  it('gets albums and tracks, searches, and saves through both library endpoints', async () => {
    const sdk = sdkFor('first-steps');
    const album = await sdk.albums.get('1weenld61qoidwYuZ1GESA');
    expect(album.name).toBe('Kind of Blue');
    const tracks = await sdk.albums.tracks(album.id, undefined, 50, 0);
    expect(tracks.total).toBe(album.total_tracks);
    const found = await sdk.search(
      'album:"marquee moon" artist:television',
      ['album'],
      undefined,
      5,
    );
    const marquee = found.albums.items[0];
    expect(marquee?.name).toBe('Marquee Moon');
    await sdk.currentUser.albums.saveAlbums([album.id]);
    expect(await sdk.currentUser.albums.hasSavedAlbums([album.id])).toEqual([true]);
    await sdk.currentUser.albums.removeSavedAlbums([album.id]);
    await sdk.makeRequest('PUT', `me/library?uris=spotify:album:${marquee?.id ?? ''}`);
    expect(
      await sdk.makeRequest('GET', `me/library/contains?uris=spotify:album:${marquee?.id ?? ''}`),
    ).toEqual([true]);
    expect(await sdk.currentUser.albums.hasSavedAlbums([album.id])).toEqual([false]);
  });

  it('refreshes an expired token through the SDK’s own refresh code', async () => {
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) =>
      realFetch(toEmulator(input), init),
    );
    const issued = emulator.admin.issueTokens('night-owl', { publicClient: true });
    emulator.admin.expireAccessToken(issued.access_token);
    const sdk = sdkFor('night-owl', { ...issued, expires: Date.now() - 1000 });
    expect((await sdk.currentUser.profile()).display_name).toBe('Nadia Okafor');
    expect(emulator.admin.requests({ path: '/api/token' })).toHaveLength(1);
    vi.unstubAllGlobals();
  });
});
