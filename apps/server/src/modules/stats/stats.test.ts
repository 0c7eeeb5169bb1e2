import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStatsSchema, ZERO_STATS, type UserStats } from '@album-club/contracts/stats';
import { album, eventLog, give, play, recommendation, userAlbum } from '../../db/schema.ts';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import { anonymousListener, spotifyListener } from '../../test-support/listener-browsers.ts';
import { databaseKinds } from '../../test-support/test-database.ts';
import type { TestBrowser } from '../../test-support/test-browser.ts';
import { syncAndWait } from '../../test-support/sync-calls.ts';
import { queryRows } from '../../db/query-rows.ts';

/** The server's clock in these tests: mid-morning UTC on 10 January 2030. */
const NOW = new Date('2030-01-10T10:00:00Z');
const at = (iso: string) => new Date(iso);

async function statsOf(browser: TestBrowser, timeZone = 'UTC'): Promise<UserStats> {
  const answer = await browser.get(`/spotify/user-stats?timeZone=${encodeURIComponent(timeZone)}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return userStatsSchema.parse(answer.json());
}

const rate = (browser: TestBrowser, albumId: string, rating: number, tags?: string[]) =>
  browser.post('/spotify/album-interaction', {
    albumId,
    albumName: `Album ${albumId}`,
    artistName: 'Some Artist',
    interactionType: 'rate',
    rating,
    ...(tags ? { tags } : {}),
  });

describe.each(databaseKinds)('user stats on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind, { now: () => NOW });
  });
  afterAll(() => t.close());

  it('gives a new listener zeroes and empty lists, never sample figures', async () => {
    const [browser] = await anonymousListener(t);
    expect(await statsOf(browser)).toEqual(ZERO_STATS);
  });

  it('counts albums, gives, ratings above 0 and the situations and tags the listener used', async () => {
    const [browser, userId] = await anonymousListener(t);
    const db = t.database.db;
    const ids = ['st-a1', 'st-a2', 'st-a3', 'st-a4', 'st-a5', 'st-a6', 'st-a7'];
    await db
      .insert(album)
      .values(ids.map((id) => ({ id, title: `Title ${id}`, artists: ['X', 'Y'] })));
    // a1–a5 rated (9, 8.5, 8, 7.3, 2), a6 saved only, a7 a record with nothing in it (not counted).
    const ratings = [9, 8.5, 8, 7.3, 2];
    await db.insert(userAlbum).values([
      ...ratings.map((rating, i) => ({
        userId,
        albumId: ids[i] ?? '',
        rating,
        tags: i === 0 ? ['late night', 'saved'] : i === 1 ? ['Late Night', 'focus'] : [],
        updatedAt: at(`2030-01-0${i + 1}T12:00:00Z`),
      })),
      { userId, albumId: 'st-a6', inLibrary: true, updatedAt: at('2030-01-09T12:00:00Z') },
      { userId, albumId: 'st-a7', updatedAt: at('2030-01-09T13:00:00Z') },
    ]);
    await db.insert(give).values(
      [1, 2].map((n) => ({
        giverId: userId,
        albumTitle: `Give ${n}`,
        artist: 'Z',
        situation: 'Road Trip',
        description: 'because',
      })),
    );
    await db.insert(recommendation).values(
      ['Doing  the dishes', 'doing the dishes', 'late night'].map((situation) => ({
        userId,
        albumId: 'st-a6',
        situation,
        wantNew: 'yeah' as const,
        explanation: 'e',
        shortExplanation: 's',
      })),
    );

    const stats = await statsOf(browser);
    expect(stats).toMatchObject({
      totalAlbums: 6,
      totalShared: 2,
      totalRatedAlbums: 5,
      averageRating: 7,
    });
    // late night: 2 tags + 1 recommendation; doing the dishes: 2; focus: 1 (of 6 uses).
    expect(stats.topSituations).toEqual([
      { situation: 'late night', count: 3, percentage: 50 },
      { situation: 'doing the dishes', count: 2, percentage: 33 },
      { situation: 'focus', count: 1, percentage: 17 },
    ]);
    // Five rated albums: recent albums come from the library, hits are 8 and above, best first.
    expect(stats.recentSource).toBe('library');
    expect(stats.recentHits.map((hit) => [hit.id, hit.rating])).toEqual([
      ['st-a1', 9],
      ['st-a2', 8.5],
      ['st-a3', 8],
    ]);
    expect(stats.recentAlbums.map((entry) => entry.id)).toEqual([
      'st-a6',
      'st-a5',
      'st-a4',
      'st-a3',
      'st-a2',
      'st-a1',
    ]);
    expect(stats.recentAlbums[5]).toMatchObject({
      artist: 'X, Y',
      tags: ['late night', 'saved'],
      rating: 9,
      listenedAt: '2030-01-01T12:00:00.000Z',
      // No Spotify album is known for it: its cover opens a Spotify search instead.
      spotifyUrl: 'https://open.spotify.com/search/Title%20st-a1%20X%20Y',
    });
  });

  it('counts the streak in the listener’s own time zone, alive until today ends', async () => {
    const [browser, userId] = await anonymousListener(t);
    const db = t.database.db;
    await db.insert(album).values({ id: 'st-z1', title: 'Zone', artists: ['Z'] });
    // In UTC: a recommendation on 7 Jan, a play on 8 Jan, a rating late on 9 Jan; a cleared
    // rating (no rating) on 9 Jan at noon counts for nothing. The server's today is 10 Jan 10:00.
    await db.insert(recommendation).values({
      userId,
      albumId: 'st-z1',
      situation: 'cooking',
      wantNew: 'nah',
      explanation: 'e',
      shortExplanation: 's',
      createdAt: at('2030-01-07T12:00:00Z'),
    });
    await db.insert(play).values({
      userId,
      trackId: 't1',
      albumId: 'st-z1',
      playedAt: at('2030-01-08T12:00:00Z'),
    });
    await db.insert(eventLog).values([
      {
        userId,
        eventType: 'album_interaction',
        eventData: { interactionType: 'rate', rating: 7 },
        createdAt: at('2030-01-09T23:30:00Z'),
      },
      {
        userId,
        eventType: 'album_interaction',
        eventData: { interactionType: 'rate', rating: null },
        createdAt: at('2030-01-09T12:00:00Z'),
      },
    ]);

    // UTC: 7, 8, 9 Jan, and nothing yet today: the streak is alive until today ends.
    expect((await statsOf(browser, 'UTC')).streakDays).toBe(3);
    // Los Angeles (UTC-8): 7 Jan 04:00, 8 Jan 04:00, 9 Jan 15:30; today is 10 Jan 02:00.
    expect((await statsOf(browser, 'America/Los_Angeles')).streakDays).toBe(3);
    // Tokyo (UTC+9): 7 Jan 21:00, 8 Jan 21:00, then 10 Jan 08:30 — today, after a day without.
    expect((await statsOf(browser, 'Asia/Tokyo')).streakDays).toBe(1);
    expect((await statsOf(browser, '+09:00')).streakDays).toBe(1);
    // UTC-11: 7 Jan 01:00, 8 Jan 01:00, 9 Jan 12:30, and today is 9 Jan 23:00.
    expect((await statsOf(browser, '-11:00')).streakDays).toBe(3);
  });

  it('falls back to recently played albums until 5 albums are rated, then shows hits', async () => {
    const [owl, owlId] = await spotifyListener(t, 'night-owl');
    await syncAndWait(owl);
    const before = await statsOf(owl);
    expect(before.recentSource).toBe('recently_played');
    expect(before.recentAlbums).toHaveLength(15);
    // First the albums of the latest 20 plays, most recently played first; then the library.
    const plays = await queryRows<{ albumId: string }>(
      t.database.db,
      sql`select album_id as "albumId" from play where user_id = ${owlId}
          order by played_at desc limit 20`,
    );
    const playedAlbums = [...new Set(plays.map((row) => row.albumId))];
    expect(before.recentAlbums.slice(0, playedAlbums.length).map((entry) => entry.id)).toEqual(
      playedAlbums,
    );
    expect(before.recentAlbums[0]?.image).toContain(t.spotify.url);

    // Rate the recently played albums first, then library albums, up to five.
    const { albums } = (await owl.get('/spotify/user-albums')).json() as {
      albums: { albumId: string }[];
    };
    const toRate = [
      ...new Set([
        ...before.recentAlbums.map((entry) => entry.id),
        ...albums.map((entry) => entry.albumId),
      ]),
    ].slice(0, 5);
    for (const [index, id] of toRate.slice(0, 4).entries()) {
      const tags = index === 0 ? ['late night'] : undefined;
      expect((await rate(owl, id, 6 + index, tags)).statusCode).toBe(200);
    }
    const fourRated = await statsOf(owl);
    expect(fourRated).toMatchObject({
      totalRatedAlbums: 4,
      recentSource: 'recently_played',
      recentHits: [],
    });

    expect((await rate(owl, toRate[4] ?? '', 10)).statusCode).toBe(200);
    const fiveRated = await statsOf(owl);
    expect(fiveRated.totalRatedAlbums).toBe(5);
    expect(fiveRated.recentSource).toBe('library');
    expect(fiveRated.recentHits.map((hit) => hit.rating)).toEqual([10, 9, 8]);
    expect(fiveRated.averageRating).toBe(8);
    expect(fiveRated.topSituations).toEqual([
      { situation: 'late night', count: 1, percentage: 100 },
    ]);
  });

  it('wants a time zone it can use, and only ever the caller’s own stats', async () => {
    const [browser, userId] = await anonymousListener(t);
    for (const query of [
      '',
      '?timeZone=Mars%2FOlympus',
      '?timeZone=%2B25%3A00',
      '?timeZone=DROP%20TABLE',
    ]) {
      const answer = await browser.get(`/spotify/user-stats${query}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const [, otherId] = await anonymousListener(t);
    const foreign = await browser.get(`/spotify/user-stats?timeZone=UTC&userId=${otherId}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      (await browser.get(`/spotify/user-stats?timeZone=UTC&userId=${userId}`)).statusCode,
    ).toBe(200);
    expect((await t.browser().get('/spotify/user-stats?timeZone=UTC')).statusCode).toBe(401);
  });
});
