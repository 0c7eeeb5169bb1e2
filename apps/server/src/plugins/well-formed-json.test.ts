import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, type AuthTestApp } from '../test-support/auth-test-app.ts';
import { anonymousListener } from '../test-support/listener-browsers.ts';
import { databaseKinds } from '../test-support/test-database.ts';
import { MAX_JSON_DEPTH } from '../lib/json-depth.ts';

/** `{"<field>": {"a": {"a": … }}}`, nested `depth` levels in all. */
const nested = (fields: Record<string, unknown>, field: string, depth: number) =>
  JSON.stringify({ ...fields, [field]: 0 }).replace(
    `"${field}":0`,
    `"${field}":${'{"a":'.repeat(depth - 1)}"x"${'}'.repeat(depth - 1)}`,
  );

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

  it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels with 400 on every JSON route`, async () => {
    const [browser] = await anonymousListener(t);
    const routes: [string, Record<string, unknown>, string][] = [
      ['/spotify/log-event', { eventType: 'album_play' }, 'eventData'],
      ['/api/auth/sign-in/email', { email: 'deep@example.com' }, 'password'],
      ['/api/auth/sign-up/email', { email: 'deep@example.com', name: 'Deep' }, 'password'],
      ['/api/auth/phone-number/send-otp', {}, 'phoneNumber'],
    ];
    for (const [url, fields, field] of routes) {
      const payload = nested(fields, field, 9_000);
      expect(payload.length).toBeGreaterThan(50_000);
      const answer = await browser.request({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 400 });
      expect(answer.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`,
      });
    }
    // Brackets inside strings are text, not depth; the limit itself is accepted.
    const atLimit = await browser.request({
      method: 'POST',
      url: '/spotify/log-event',
      headers: { 'content-type': 'application/json' },
      payload: nested(
        { eventType: 'album_play', note: '['.repeat(500) },
        'eventData',
        MAX_JSON_DEPTH,
      ),
    });
    expect(atLimit.statusCode).toBeLessThan(300);
  });
});
