import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltInEngine } from '@album-club/recommender/load/built-in-engine';
import { fixtureCatalog } from '@album-club/spotify-emulator/test-support/fixture-catalog';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import { spotifyListener } from '../../test-support/listener-browsers.ts';
import { databaseKinds } from '../../test-support/test-database.ts';

const moment = {
  responses: { activity: 'late night drive', wantNew: 'yeah' },
  situation: 'late night drive',
  currentHour: 23,
};

interface Answer {
  album: {
    id: string;
    spotifyId: string | null;
    catalogId: string;
    images: { url: string }[];
    external_urls: { spotify?: string };
    total_tracks: number | null;
  };
}

describe.each(databaseKinds)('recommendations for a listener with Spotify, on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    // The engine and the emulator share one catalog, so every pick has a Spotify twin.
    const engine = createBuiltInEngine(fixtureCatalog());
    t = await createAuthTestApp(kind, { engine: () => engine });
  });
  afterAll(() => t.close());

  it('answers the Spotify album, so it can be saved and its tracks shown', async () => {
    const [browser] = await spotifyListener(t, 'night-owl');
    t.spotify.admin.clearRequests();
    const answer = await browser.post('/spotify/enhanced-recommendation', moment);
    expect(answer.statusCode).toBe(200);
    const { album } = answer.json() as Answer;
    expect(album.id).toMatch(/^[0-9A-Za-z]{22}$/);
    expect(album.spotifyId).toBe(album.id);
    expect(album.catalogId).toMatch(/^csv_/);
    expect(album.images[0]?.url).toContain(t.spotify.url);
    expect(album.external_urls.spotify).toBeTruthy();
    expect(album.total_tracks).toBeGreaterThan(0);
    expect(t.spotify.admin.requests({ path: '/v1/search' }).length).toBeGreaterThan(0);

    const tracks = await browser.get(`/spotify/album-tracks/${album.id}`);
    expect((tracks.json() as { items: unknown[] }).items.length).toBe(album.total_tracks);
    expect(t.spotify.violations).toEqual([]);
  });

  it('recommends the catalog album when Spotify search fails, and says so in the log', async () => {
    const [browser] = await spotifyListener(t, 'slow-cooker');
    t.spotify.admin.injectFault({ kind: 'status', status: 403, count: 4, path: '/v1/search' });
    try {
      const answer = await browser.post('/spotify/enhanced-recommendation', {
        ...moment,
        situation: 'sunday morning coffee',
      });
      expect(answer.statusCode).toBe(200);
      const { album } = answer.json() as Answer;
      expect(album.id).toMatch(/^csv_/);
      expect(album.spotifyId).toBeNull();
      expect(t.logs.join('\n')).toContain('Spotify search failed; recommending the catalog album');
    } finally {
      t.spotify.admin.clearFaults();
    }
  });
});
