import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, type AuthTestApp } from '../test-support/auth-test-app.ts';
import { anonymousListener } from '../test-support/listener-browsers.ts';
import { databaseKinds } from '../test-support/test-database.ts';

describe.each(databaseKinds)('text the database cannot store, on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind);
  });
  afterAll(() => t.close());

  it('keeps what the listener sent, with NUL dropped and broken characters as U+FFFD', async () => {
    const [browser] = await anonymousListener(t);
    const album = { albumId: 'csv_broken-text', albumName: 'Blue', artistName: 'Bj\ud83d' };
    const tagged = await browser.post('/spotify/album-interaction', {
      ...album,
      interactionType: 'tag',
      tags: ['ok\ud83d'],
    });
    expect(tagged.statusCode).toBe(200);
    const noted = await browser.post('/spotify/album-interaction', {
      ...album,
      interactionType: 'notes_update',
      notes: 'a\u0000b \ud83d\ude00',
    });
    expect(noted.statusCode).toBe(200);
    const logged = await browser.post('/spotify/log-event', {
      eventType: 'album_play',
      eventData: { albumName: 'x\u0000', ['k\udc00']: 'y\udc00' },
    });
    expect(logged.statusCode).toBeLessThan(300);

    const { albums } = (await browser.get('/spotify/user-albums')).json() as {
      albums: { albumId: string; tags: string[]; notes: string | null; artistName?: string }[];
    };
    const kept = albums.find((entry) => entry.albumId === album.albumId);
    expect(kept).toMatchObject({ tags: ['ok\uFFFD'], notes: 'ab 😀' });
  });

  it('still refuses what is not JSON, and prototype poisoning', async () => {
    const [browser] = await anonymousListener(t);
    const broken = await browser.request({
      method: 'POST',
      url: '/spotify/log-event',
      headers: { 'content-type': 'application/json' },
      payload: '{"eventType": "album_play", \\u0000',
    });
    expect(broken.statusCode).toBe(400);
    const poisoned = await browser.request({
      method: 'POST',
      url: '/spotify/log-event',
      headers: { 'content-type': 'application/json' },
      payload: '{"eventType":"album_play","eventData":{"__proto__":{"admin":true}},"x":"\\u0000"}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});
