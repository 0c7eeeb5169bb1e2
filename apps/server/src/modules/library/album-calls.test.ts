import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  albumSchema,
  albumTracksResponseSchema,
  savedAlbumsResponseSchema,
  saveAlbumResponseSchema,
} from '@album-club/contracts/library';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import {
  anonymousListener,
  phoneListener,
  spotifyListener,
} from '../../test-support/listener-browsers.ts';
import { databaseKinds } from '../../test-support/test-database.ts';
import type { TestBrowser } from '../../test-support/test-browser.ts';
import { emulatorLibraryHas, emulatorSavedAlbumIds } from '../../test-support/emulator-library.ts';

describe.each(databaseKinds)('album data calls on %s', (kind) => {
  let t: AuthTestApp;
  let owl: TestBrowser;
  let firstSaved: { id: string; name: string; total_tracks: number | null };

  beforeAll(async () => {
    t = await createAuthTestApp(kind);
    [owl] = await spotifyListener(t, 'night-owl');
    const page = savedAlbumsResponseSchema.parse(
      (await owl.get('/spotify/saved-albums?limit=1')).json(),
    );
    const album = page.items[0]?.album;
    if (!album) throw new Error('night-owl has no saved album');
    firstSaved = album;
  });
  afterAll(() => t.close());

  it('pages the Spotify library (default 50) and refuses a limit Spotify would refuse', async () => {
    const answer = await owl.get('/spotify/saved-albums');
    expect(answer.statusCode).toBe(200);
    const page = savedAlbumsResponseSchema.parse(answer.json());
    const saved = await emulatorSavedAlbumIds(t.spotify, 'night-owl');
    expect(page.limit).toBe(50);
    expect(page.total).toBe(saved.length);
    expect(page.items.map((item) => item.album.id)).toEqual(saved.slice(0, 50));
    expect(page.items[0]?.album.images.length).toBeGreaterThan(0);

    const tooMany = await owl.get('/spotify/saved-albums?limit=51');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'querystring.limit' });
  });

  it('describes an album once from Spotify, then from what it stored', async () => {
    const before = t.spotify.admin.requests({ path: `/v1/albums/${firstSaved.id}` }).length;
    const answer = await owl.get(`/spotify/album/${firstSaved.id}`);
    expect(answer.statusCode).toBe(200);
    const album = albumSchema.parse(answer.json());
    expect(album).toMatchObject({
      id: firstSaved.id,
      spotifyId: firstSaved.id,
      name: firstSaved.name,
    });
    expect(album.images[0]?.url).toContain(t.spotify.url);
    expect(album.external_urls.spotify).toContain(`/album/${firstSaved.id}`);
    const again = albumSchema.parse((await owl.get(`/spotify/album/${firstSaved.id}`)).json());
    expect(again.name).toBe(album.name);
    expect(
      t.spotify.admin.requests({ path: `/v1/albums/${firstSaved.id}` }).length,
    ).toBeLessThanOrEqual(before + 1);
  });

  it('answers a built-in catalog album from the catalog, and 404 for an id nobody knows', async () => {
    const blue = albumSchema.parse((await owl.get('/spotify/album/csv_joni-mitchell-blue')).json());
    expect(blue).toMatchObject({
      id: 'csv_joni-mitchell-blue',
      catalogId: 'csv_joni-mitchell-blue',
      spotifyId: null,
      name: 'Blue',
      artists: [{ name: 'Joni Mitchell' }],
      releaseYear: 1971,
      images: [],
    });
    const unknown = await owl.get('/spotify/album/0000000000000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    const malformed = await owl.get('/spotify/album/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'params.id' });
  });

  it('lists an album’s tracks, none for a catalog album, and skips them quietly on a 429', async () => {
    const tracks = albumTracksResponseSchema.parse(
      (await owl.get(`/spotify/album-tracks/${firstSaved.id}`)).json(),
    );
    expect(tracks.rateLimited).toBe(false);
    expect(tracks.items).toHaveLength(firstSaved.total_tracks ?? -1);
    expect(tracks.items.map((track) => track.track_number)).toEqual(
      tracks.items.map((_, index) => index + 1),
    );
    expect((await owl.get('/spotify/album-tracks/csv_joni-mitchell-blue')).json()).toEqual({
      items: [],
      rateLimited: false,
    });

    t.spotify.admin.injectFault({ kind: 'rate-limit', retryAfterSeconds: 0, count: 4 });
    const limited = await owl.get(`/spotify/album-tracks/${firstSaved.id}`);
    expect(limited.statusCode).toBe(200);
    expect(limited.json()).toEqual({ items: [], rateLimited: true });
    t.spotify.admin.clearFaults();
  });

  it('saves an album to the listener’s Spotify library and removes it again', async () => {
    const id = firstSaved.id;
    expect(await emulatorLibraryHas(t.spotify, 'night-owl', id)).toBe(true);

    const removed = await owl.request({ method: 'DELETE', url: `/spotify/save-album/${id}` });
    expect(saveAlbumResponseSchema.parse(removed.json())).toEqual({
      success: true,
      albumId: id,
      spotifyId: id,
      isSaved: false,
    });
    expect(await emulatorLibraryHas(t.spotify, 'night-owl', id)).toBe(false);
    expect((await owl.get(`/spotify/album-saved/${id}`)).json()).toEqual({ isSaved: false });
    const records = (await owl.get('/spotify/user-albums')).json() as {
      albums: { albumId: string; inLibrary: boolean }[];
    };
    expect(records.albums.find((album) => album.albumId === id)?.inLibrary).toBe(false);

    const saved = await owl.request({ method: 'PUT', url: `/spotify/save-album/${id}` });
    expect(saved.json()).toMatchObject({ isSaved: true });
    expect(await emulatorLibraryHas(t.spotify, 'night-owl', id)).toBe(true);
    expect((await owl.get(`/spotify/album-saved/${id}`)).json()).toEqual({ isSaved: true });
  });

  it('saves a catalog album through its Spotify twin, and explains when it has none', async () => {
    const answer = await owl.request({
      method: 'PUT',
      url: '/spotify/save-album/csv_television-marquee-moon',
    });
    expect(answer.statusCode).toBe(200);
    const saved = saveAlbumResponseSchema.parse(answer.json());
    expect(saved.albumId).toBe('csv_television-marquee-moon');
    expect(saved.spotifyId).toMatch(/^[0-9A-Za-z]{22}$/);
    const searches = t.spotify.admin.requests({ path: '/v1/search' }).length;
    expect(searches).toBeGreaterThan(0);
    expect(await emulatorLibraryHas(t.spotify, 'night-owl', saved.spotifyId)).toBe(true);
    expect((await owl.get('/spotify/album-saved/csv_television-marquee-moon')).json()).toEqual({
      isSaved: true,
    });
    // The twin is remembered: saving again does not search Spotify again.
    await owl.request({ method: 'PUT', url: '/spotify/save-album/csv_television-marquee-moon' });
    expect(t.spotify.admin.requests({ path: '/v1/search' })).toHaveLength(searches);

    const orphan = await owl.request({
      method: 'PUT',
      url: '/spotify/save-album/csv_joni-mitchell-blue',
    });
    expect(orphan.statusCode).toBe(409);
    expect(orphan.json()).toMatchObject({ code: 'ALBUM_NOT_ON_SPOTIFY' });
    expect((await owl.get('/spotify/album-saved/csv_joni-mitchell-blue')).json()).toEqual({
      isSaved: false,
    });
  });

  it('keeps library writes and Spotify reads for listeners who connected Spotify', async () => {
    const [anonymous] = await anonymousListener(t);
    const [phone] = await phoneListener(t, '+15557770101');
    for (const browser of [anonymous, phone]) {
      for (const call of [
        browser.request({ method: 'PUT', url: `/spotify/save-album/${firstSaved.id}` }),
        browser.get(`/spotify/album-saved/${firstSaved.id}`),
        browser.get('/spotify/saved-albums'),
        browser.get('/spotify/recently-played'),
        browser.get(`/spotify/album-tracks/${firstSaved.id}`),
      ]) {
        const answer = await call;
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toMatchObject({ code: 'SPOTIFY_NOT_CONNECTED' });
      }
    }
    expect((await t.browser().get('/spotify/user-albums')).statusCode).toBe(401);
  });

  it('answers top artists live, and the spec’s fallback genres when Spotify cannot', async () => {
    const live = (await owl.get('/spotify/top-artists')).json() as {
      artists: unknown[];
      source: string;
    };
    expect(live.source).toBe('spotify');
    expect(live.artists).toHaveLength(5);

    t.spotify.admin.injectFault({ kind: 'status', status: 503, count: 8 });
    const fallback = (await owl.get('/spotify/top-artists?time_range=long_term&limit=3')).json();
    t.spotify.admin.clearFaults();
    expect(fallback).toEqual({
      artists: [],
      genres: ['Alternative Rock', 'Indie Rock', 'Electronic', 'Hip Hop', 'Pop'],
      source: 'fallback',
    });
    const [anonymous] = await anonymousListener(t);
    expect((await anonymous.get('/spotify/top-artists')).json()).toMatchObject({
      source: 'fallback',
    });
  });

  it('answers recently played (default 20) and keeps the plays it saw', async () => {
    const answer = (await owl.get('/spotify/recently-played')).json() as {
      items: { played_at: string; track: { album: { id: string } } }[];
      source: string;
    };
    expect(answer.source).toBe('spotify');
    expect(answer.items).toHaveLength(20);
    const newest = answer.items[0];
    const records = (await owl.get('/spotify/user-albums')).json() as {
      albums: { albumId: string; lastListenedAt: string | null }[];
    };
    const played = records.albums.find((album) => album.albumId === newest?.track.album.id);
    expect(played?.lastListenedAt).toBe(new Date(newest?.played_at ?? 0).toISOString());

    t.spotify.admin.injectFault({ kind: 'status', status: 503, count: 4 });
    const kept = (await owl.get('/spotify/recently-played?limit=5')).json() as typeof answer;
    expect(kept.source).toBe('stored');
    expect(kept.items.map((item) => item.played_at)).toEqual(
      answer.items.slice(0, 5).map((item) => new Date(item.played_at).toISOString()),
    );
  });

  it('refuses to read another listener’s albums', async () => {
    const [, otherId] = await anonymousListener(t);
    const answer = await owl.get(`/spotify/user-albums?userId=${otherId}`);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(t.spotify.violations).toEqual([]);
  });

  it('refuses query parameters on the one-album calls, another listener’s id among them', async () => {
    const [, otherId] = await anonymousListener(t);
    const id = '4aawyAB9vmqN3uQ7FjRGTy';
    for (const [method, path] of [
      ['GET', `/spotify/album/${id}`],
      ['GET', `/spotify/album-tracks/${id}`],
      ['GET', `/spotify/album-saved/${id}`],
      ['PUT', `/spotify/save-album/${id}`],
      ['DELETE', `/spotify/save-album/${id}`],
    ] as const) {
      const answer = await owl.request({ method, url: `${path}?userId=${otherId}` });
      expect(answer.statusCode, `${method} ${path}`).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });
});
