import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { eventLog } from '../../db/schema.ts';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import { anonymousListener } from '../../test-support/listener-browsers.ts';
import { databaseKinds } from '../../test-support/test-database.ts';

describe.each(databaseKinds)('POST /spotify/log-event on %s', (kind) => {
  let t: AuthTestApp;
  let now = new Date('2026-05-01T10:00:00Z');
  beforeAll(async () => {
    t = await createAuthTestApp(kind, { now: () => now });
  });
  afterAll(() => t.close());

  const eventsOf = (userId: string) =>
    t.database.db
      .select()
      .from(eventLog)
      .where(eq(eventLog.userId, userId))
      .orderBy(asc(eventLog.createdAt));

  it('stores one event in the spec’s shape under the caller, whatever userId the body names', async () => {
    const [browser, userId] = await anonymousListener(t);
    const answer = await browser.post('/spotify/log-event', {
      userId: 'someone-else',
      eventType: 'album_play',
      eventData: { albumId: 'csv_blue', albumName: 'Blue' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, stored: 1 });
    const rows = await eventsOf(userId);
    expect(rows.map((row) => [row.eventType, row.eventData])).toEqual([
      ['album_play', { albumId: 'csv_blue', albumName: 'Blue' }],
    ]);
  });

  it('stores a batch of ten with the time each happened on the device', async () => {
    const [browser, userId] = await anonymousListener(t);
    const events = Array.from({ length: 10 }, (_, i) => ({
      eventType: i % 2 ? 'recommendation_received' : 'album_comprehensive_rating',
      eventData: { n: i },
      occurredAt: new Date(Date.UTC(2026, 4, 1, 9, 59, i)).toISOString(),
    }));
    const answer = await browser.post('/spotify/log-event', { events });
    expect(answer.json()).toEqual({ success: true, stored: 10 });
    const rows = await eventsOf(userId);
    expect(rows.map((row) => row.eventData.n).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(rows[0]?.eventData.occurredAt).toMatch(/^2026-05-01T09:59:0\d\.000Z$/);
  });

  it.each([
    [{ events: [] }, 'body.events'],
    [{ events: Array.from({ length: 11 }, () => ({ eventType: 'album_play' })) }, 'body.events'],
    [{ eventType: 'bitcoin_mined', eventData: {} }, 'body.events.0.eventType'],
    [{ eventType: 'album_play', eventData: 'text' }, 'body.events.0.eventData'],
    [{ eventType: 'album_play', eventData: { big: 'x'.repeat(5000) } }, 'body.events.0.eventData'],
  ])('refuses %j as a whole, naming the field, and stores none of it', async (body, field) => {
    const [browser, userId] = await anonymousListener(t);
    const answer = await browser.post('/spotify/log-event', body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(await eventsOf(userId)).toEqual([]);
  });

  it('answers 401 without a session and stores nothing', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(eventLog);
    const answer = await t.browser().post('/spotify/log-event', { eventType: 'album_play' });
    expect(answer.statusCode).toBe(401);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(eventLog);
    expect(after).toEqual(before);
  });

  it('limits each listener to 60 requests a minute, telling them when to come back', async () => {
    const [browser] = await anonymousListener(t);
    const [other] = await anonymousListener(t);
    now = new Date('2026-05-01T11:00:00Z');
    for (let i = 0; i < 60; i++)
      expect(
        (await browser.post('/spotify/log-event', { eventType: 'album_play' })).statusCode,
      ).toBe(200);
    const refused = await browser.post('/spotify/log-event', { eventType: 'album_play' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await other.post('/spotify/log-event', { eventType: 'album_play' })).statusCode).toBe(
      200,
    );
  });
});
