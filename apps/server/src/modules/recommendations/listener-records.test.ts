import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { album, give, play, session, topArtist, user } from '../../db/schema.ts';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import { anonymousListener } from '../../test-support/listener-browsers.ts';
import { databaseKinds } from '../../test-support/test-database.ts';
import { communityGivesCache } from './community-gives.ts';
import { listenerProfile } from './listener-profile.ts';
import { resolvedAlbumsCache } from './resolved-albums.ts';
import { readCommunityGives } from './community-gives.repository.ts';
import { listenerRecordsReader } from './listener-records-reader.ts';
import { readListenerRecords, readRecordsOf } from './listener-records.repository.ts';

describe.each(databaseKinds)('what the engine learns from the database, on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind);
    await t.database.db.insert(album).values([
      {
        id: 'sp-blue',
        spotifyId: 'sp-blue',
        catalogId: 'csv_joni-mitchell-blue',
        title: 'Blue',
        artists: ['Joni Mitchell'],
      },
      { id: 'csv_hejira', catalogId: 'csv_hejira', title: 'Hejira', artists: ['Joni Mitchell'] },
      { id: 'sp-other', spotifyId: 'sp-other', title: 'Elsewhere', artists: ['A', 'B'] },
    ]);
  });
  afterAll(() => t.close());

  it('reads records, plays, top artists and past recommendations in one go, mapped for the engine', async () => {
    const [browser, userId] = await anonymousListener(t);
    const db = t.database.db;
    await browser.post('/spotify/album-interaction', {
      albumId: 'sp-blue',
      albumName: 'Blue',
      interactionType: 'rate',
      rating: 9,
      tags: ['late night'],
    });
    await browser.post('/spotify/album-interaction', {
      albumId: 'sp-other',
      albumName: 'Elsewhere',
      interactionType: 'mark_unknown',
    });
    await db.insert(play).values([
      { userId, trackId: 't2', albumId: 'sp-other', playedAt: new Date('2026-05-02T22:00:00Z') },
      { userId, trackId: 't1', albumId: 'sp-blue', playedAt: new Date('2026-05-01T22:00:00Z') },
    ]);
    await db.insert(topArtist).values([
      { userId, timeRange: 'medium_term', rank: 1, artistId: 'a9', name: 'Nina Simone' },
      { userId, timeRange: 'short_term', rank: 2, artistId: 'a2', name: 'Joni Mitchell' },
      { userId, timeRange: 'short_term', rank: 1, artistId: 'a1', name: 'Radiohead' },
    ]);
    await browser.post('/spotify/enhanced-recommendation', {
      responses: { activity: 'cooking', wantNew: 'yeah' },
    });

    const rows = await readListenerRecords(db, userId);
    const profile = listenerProfile(rows, {
      extraTopArtists: ['radiohead', 'Björk'],
      utcOffsetMinutes: 120,
    });
    expect(profile.topArtists).toEqual(['Radiohead', 'Joni Mitchell', 'Nina Simone', 'Björk']);
    expect(profile.albums).toEqual(
      expect.arrayContaining([
        {
          albumId: 'csv_joni-mitchell-blue',
          title: 'Blue',
          artist: 'Joni Mitchell',
          saved: false,
          rating: 9,
          tags: ['late night'],
          favourite: false,
          known: null,
        },
        expect.objectContaining({ albumId: 'sp-other', artist: 'A, B', known: false }),
      ]),
    );
    expect(profile.plays?.map((one) => one.albumId)).toEqual([
      'csv_joni-mitchell-blue',
      'sp-other',
    ]);
    expect(Date.parse(String(profile.plays?.[0]?.playedAt))).toBe(
      Date.parse('2026-05-01T22:00:00Z'),
    );
    expect(profile.recommended).toHaveLength(1);
    expect(profile.utcOffsetMinutes).toBe(120);
  });

  it('reads several listeners’ records in one statement, each their own, and confirms sessions with them', async () => {
    const db = t.database.db;
    const [browser, rated] = await anonymousListener(t);
    await browser.post('/spotify/album-interaction', {
      albumId: 'sp-other',
      albumName: 'Elsewhere',
      interactionType: 'rate',
      rating: 7,
    });
    const [, empty] = await anonymousListener(t);
    const [live] = await db
      .select({ id: session.id })
      .from(session)
      .where(eq(session.userId, rated));

    const [first, second, third] = await readRecordsOf(db, [
      { userId: empty, confirmSessionId: 'no-such-session' },
      { userId: rated, confirmSessionId: live?.id },
      { userId: rated },
    ]);
    expect(first).toMatchObject({ albums: [], session: null });
    expect(second).toMatchObject({
      albums: [{ id: 'sp-other', rating: 7 }],
      session: { userId: rated, isAnonymous: true },
    });
    expect(third).toMatchObject({ albums: [{ id: 'sp-other', rating: 7 }], session: null });

    // Asked for at once, as concurrent requests ask: each caller gets their own records.
    const read = listenerRecordsReader(db, 60);
    const answers = await Promise.all([read({ userId: rated }), read({ userId: empty })]);
    expect(answers.map((records) => records.albums.length)).toEqual([1, 0]);
  });

  it('counts the club’s gives once per member, by catalog album and situation, and keeps them a minute', async () => {
    const db = t.database.db;
    const members = await Promise.all([1, 2, 3].map(() => anonymousListener(t)));
    const gives = (giverId: string, albumId: string, situation: string) => ({
      giverId,
      albumId,
      albumTitle: 'x',
      artist: 'y',
      situation,
      description: 'z',
    });
    const [a, b, c] = members.map(([, id]) => id) as [string, string, string];
    // Members with accounts; an anonymous giver's gives do not count until they have one.
    await db
      .update(user)
      .set({ isAnonymous: false })
      .where(inArray(user.id, [a, b, c]));
    const [, anonymous] = await anonymousListener(t);
    await db
      .insert(give)
      .values([
        gives(a, 'sp-blue', 'Rainy Day'),
        gives(a, 'sp-blue', 'Rainy Day'),
        gives(b, 'sp-blue', 'Rainy Day'),
        gives(c, 'csv_hejira', 'Road Trip'),
        gives(anonymous, 'csv_hejira', 'Road Trip'),
      ]);
    const expected = [
      { albumId: 'csv_hejira', situation: 'Road Trip', count: 1 },
      { albumId: 'csv_joni-mitchell-blue', situation: 'Rainy Day', count: 2 },
    ];
    const sorted = <T extends { albumId: string }>(rows: T[]) =>
      [...rows].sort((x, y) => x.albumId.localeCompare(y.albumId));
    const before = await readCommunityGives(db);
    expect(sorted(before.gives)).toEqual(expected);

    let now = 0;
    const cached = communityGivesCache(db, () => now);
    expect(sorted(await cached(before.version))).toEqual(expected);
    await db.insert(give).values(gives(c, 'sp-blue', 'Rainy Day'));
    const after = await readCommunityGives(db);
    expect(after.version).toBeGreaterThan(before.version);
    const three = { albumId: 'csv_joni-mitchell-blue', situation: 'Rainy Day', count: 3 };
    now = 59_000;
    // Without a newer version known, what was read is kept for a minute.
    expect(sorted(await cached())).toEqual(expected);
    expect(sorted(await cached(before.version))).toEqual(expected);
    // A caller that saw the new version (with its records) gets the gives read again.
    expect(sorted(await cached(after.version))).toContainEqual(three);

    const timed = communityGivesCache(db, () => now);
    now = 0;
    expect(sorted(await timed())).toContainEqual({ ...expected[0], count: 1 });
    await db.insert(give).values(gives(b, 'csv_hejira', 'Road Trip'));
    now = 59_000;
    expect(sorted(await timed())).toContainEqual({ ...expected[0], count: 1 });
    now = 60_000;
    expect(sorted(await timed())).toContainEqual({ ...expected[0], count: 2 });
  });

  it('reads the version of the club’s gives with the listener’s records, raised when a giver gets an account', async () => {
    const db = t.database.db;
    const [, giver] = await anonymousListener(t);
    const [, reader] = await anonymousListener(t);
    await db.insert(album).values({ id: 'sp-version', title: 'V', artists: ['W'] });
    await db.insert(give).values({
      giverId: giver,
      albumId: 'sp-version',
      albumTitle: 'V',
      artist: 'W',
      situation: 'Version',
      description: 'z',
    });
    const first = await readListenerRecords(db, reader);
    expect(first.givesVersion).toBe((await readCommunityGives(db)).version);
    await db
      .update(user)
      .set({ isAnonymous: false })
      .where(inArray(user.id, [giver]));
    const second = await readListenerRecords(db, reader);
    expect(second.givesVersion).toBeGreaterThan(first.givesVersion as number);
    await db
      .update(user)
      .set({ name: 'renamed' })
      .where(inArray(user.id, [giver]));
    expect((await readListenerRecords(db, reader)).givesVersion).toBe(second.givesVersion);
  });

  it('keeps resolved albums: a twin is not searched again, a catalog-only album is for a Spotify listener', async () => {
    const entry = {
      id: 'csv_test-keep',
      title: 'Keep',
      artist: 'Kept',
      year: 2001,
      genres: ['Pop'],
      descriptors: [],
    };
    let now = 0;
    const resolve = resolvedAlbumsCache(() => now);
    const db = t.database.db;
    // Never stored by any instance: answered as the catalog album, to be stored with the pick.
    expect(await resolve(db, entry)).toMatchObject({
      row: { id: 'csv_test-keep', spotifyId: null },
      store: true,
    });
    const searches: string[] = [];
    const twin = {
      id: 'spKeep',
      name: 'Keep',
      artists: [{ id: 'a', name: 'Kept' }],
      images: [],
      release_date: '2001',
      total_tracks: 9,
      external_urls: { spotify: 'https://open.spotify.com/album/spKeep' },
    };
    const find = async (title: string) => {
      searches.push(title);
      return twin as never;
    };
    expect(await resolve(db, entry, find)).toMatchObject({
      row: { id: 'spKeep', spotifyId: 'spKeep' },
      store: false,
    });
    expect(await resolve(db, entry, find)).toMatchObject({ row: { id: 'spKeep' } });
    expect(await resolve(db, entry)).toMatchObject({ row: { id: 'spKeep' } });
    expect(searches).toEqual(['Keep']);
    now = 11 * 60_000;
    expect(await resolve(db, entry, find)).toMatchObject({ row: { id: 'spKeep' } });
    expect(searches).toEqual(['Keep']);
    // Another instance reads what is stored once, and stores nothing again.
    const elsewhere = resolvedAlbumsCache(() => now);
    expect(await elsewhere(db, entry)).toEqual({
      row: expect.objectContaining({ id: 'spKeep' }),
      store: false,
    });
  });
});
