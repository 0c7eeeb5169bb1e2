import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database.ts';
import {
  album,
  eventLog,
  give,
  memberReward,
  play,
  recommendation,
  session,
  syncRun,
  topArtist,
  user,
  userAlbum,
} from '../../db/schema.ts';
import { createTestDatabase, databaseKinds } from '../../test-support/test-database.ts';
import { mergeAnonymousUser } from './merge.service.ts';

const ANON = 'anon-user';
const ACCOUNT = 'account-user';
const FRIEND = 'friend-user';
const t = (iso: string) => new Date(`2026-03-${iso}Z`);

async function seed(db: DatabaseHandle['db']) {
  await db.insert(user).values([
    { id: ANON, name: 'Anonymous listener', email: 'anonymous-1@users.invalid', isAnonymous: true },
    { id: ACCOUNT, name: 'Mia', email: 'mia@example.org', emailVerified: true },
    { id: FRIEND, name: 'Friend', email: 'friend@example.org' },
  ]);
  await db
    .insert(session)
    .values({ id: 's-anon', token: 'tok-anon', userId: ANON, expiresAt: t('30T00:00:00') });
  await db
    .insert(album)
    .values(
      ['a1', 'a2', 'a3', 'a4'].map((id) => ({ id, title: `Album ${id}`, artists: ['Artist'] })),
    );
  await db.insert(userAlbum).values([
    // Only the anonymous listener knows a1.
    {
      userId: ANON,
      albumId: 'a1',
      rating: 7,
      tags: ['driving'],
      notes: 'loud',
      updatedAt: t('02T10:00:00'),
      createdAt: t('02T10:00:00'),
    },
    // Both rated a2; the anonymous rating is newer and wins; the account's note fills the gap.
    {
      userId: ANON,
      albumId: 'a2',
      rating: 9,
      tags: [],
      notes: null,
      isKnown: true,
      updatedAt: t('05T10:00:00'),
      createdAt: t('04T10:00:00'),
    },
    {
      userId: ACCOUNT,
      albumId: 'a2',
      rating: 4,
      tags: ['focus'],
      notes: 'for work',
      isFavorite: true,
      inLibrary: true,
      updatedAt: t('03T10:00:00'),
      createdAt: t('01T10:00:00'),
    },
    // Both know a3; the account's record is newer and wins; the anonymous tags fill its empty list.
    {
      userId: ANON,
      albumId: 'a3',
      rating: 2,
      tags: ['chill'],
      notes: 'meh',
      updatedAt: t('01T09:00:00'),
      createdAt: t('01T09:00:00'),
    },
    {
      userId: ACCOUNT,
      albumId: 'a3',
      rating: 8,
      tags: [],
      notes: null,
      updatedAt: t('06T09:00:00'),
      createdAt: t('06T09:00:00'),
    },
  ]);
  await db.insert(play).values([
    { userId: ANON, trackId: 'tr1', albumId: 'a1', playedAt: t('02T10:00:00') },
    { userId: ANON, trackId: 'tr2', albumId: 'a2', playedAt: t('02T11:00:00') },
    { userId: ACCOUNT, trackId: 'tr2', albumId: 'a2', playedAt: t('02T11:00:00') },
  ]);
  await db.insert(recommendation).values({
    userId: ANON,
    albumId: 'a1',
    situation: 'doing the dishes',
    wantNew: 'yeah',
    explanation: 'Because',
    shortExplanation: 'Fits',
  });
  await db.insert(give).values([
    {
      giverId: ANON,
      albumTitle: 'Album a4',
      artist: 'Artist',
      situation: 'Road Trip',
      description: 'Go',
    },
    {
      giverId: FRIEND,
      albumTitle: 'Album a1',
      artist: 'Artist',
      situation: 'Rainy Day',
      description: 'For you',
      recipientUserId: ANON,
    },
  ]);
  await db.insert(memberReward).values([
    { userId: ANON, discoveryPoints: 50, communityKarma: 1, badges: ['recommendation'] },
    {
      userId: ACCOUNT,
      discoveryPoints: 100,
      communityKarma: 2,
      badges: ['recommendation', 'first-sync'],
    },
  ]);
  await db.insert(eventLog).values({ userId: ANON, eventType: 'recommendation_received' });
  await db.insert(syncRun).values({ userId: ANON, status: 'succeeded' });
  await db.insert(topArtist).values([
    { userId: ANON, timeRange: 'short_term', rank: 1, artistId: 'x', name: 'Anon short' },
    { userId: ANON, timeRange: 'long_term', rank: 1, artistId: 'y', name: 'Anon long' },
    { userId: ACCOUNT, timeRange: 'short_term', rank: 1, artistId: 'z', name: 'Account short' },
  ]);
}

async function snapshot(db: DatabaseHandle['db']) {
  return {
    users: await db.select({ id: user.id }).from(user).orderBy(asc(user.id)),
    userAlbums: await db
      .select()
      .from(userAlbum)
      .orderBy(asc(userAlbum.userId), asc(userAlbum.albumId)),
    plays: await db
      .select({ userId: play.userId, trackId: play.trackId })
      .from(play)
      .orderBy(asc(play.trackId)),
    recommendations: await db.select({ userId: recommendation.userId }).from(recommendation),
    gives: await db
      .select({ giverId: give.giverId, recipient: give.recipientUserId, title: give.albumTitle })
      .from(give)
      .orderBy(asc(give.albumTitle)),
    rewards: await db.select().from(memberReward),
    events: await db.select({ userId: eventLog.userId }).from(eventLog),
    syncRuns: await db.select({ userId: syncRun.userId }).from(syncRun),
    topArtists: await db
      .select({ userId: topArtist.userId, timeRange: topArtist.timeRange, name: topArtist.name })
      .from(topArtist)
      .orderBy(asc(topArtist.timeRange)),
    sessions: await db.select({ id: session.id }).from(session),
  };
}

describe.each(databaseKinds)('merging an anonymous listener into an account on %s', (kind) => {
  let database: DatabaseHandle;
  let after: Awaited<ReturnType<typeof snapshot>>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seed(database.db);
    expect(await mergeAnonymousUser(database.db, ANON, ACCOUNT)).toBe('merged');
    after = await snapshot(database.db);
  });
  afterAll(() => database.close());

  it('moves an album only the anonymous listener had, untouched', () => {
    const a1 = after.userAlbums.find((row) => row.albumId === 'a1');
    expect(a1).toMatchObject({ userId: ACCOUNT, rating: 7, tags: ['driving'], notes: 'loud' });
  });

  it('merges a record both had field by field, the newer record winning what it has', () => {
    const a2 = after.userAlbums.find((row) => row.albumId === 'a2');
    expect(a2).toMatchObject({
      userId: ACCOUNT,
      rating: 9, // anonymous, newer
      tags: ['focus'], // newer list was empty: the account's fills in
      notes: 'for work', // newer note absent: the account's fills in
      isKnown: true,
      isFavorite: false, // the newer record's choice
      inLibrary: true, // the account's Spotify library stays its own
    });
    expect(a2?.createdAt).toEqual(t('01T10:00:00'));
    expect(a2?.updatedAt).toEqual(t('05T10:00:00'));
    const a3 = after.userAlbums.find((row) => row.albumId === 'a3');
    expect(a3).toMatchObject({ rating: 8, tags: ['chill'], notes: 'meh' });
    expect(after.userAlbums.filter((row) => row.userId === ANON)).toEqual([]);
    expect(after.userAlbums).toHaveLength(3);
  });

  it('keeps the union of plays, each play once', () => {
    expect(after.plays).toEqual([
      { userId: ACCOUNT, trackId: 'tr1' },
      { userId: ACCOUNT, trackId: 'tr2' },
    ]);
  });

  it('hands over recommendations, gives on both sides, events and sync runs', () => {
    expect(after.recommendations).toEqual([{ userId: ACCOUNT }]);
    expect(after.gives).toEqual([
      { giverId: FRIEND, recipient: ACCOUNT, title: 'Album a1' },
      { giverId: ACCOUNT, recipient: null, title: 'Album a4' },
    ]);
    expect(after.events).toEqual([{ userId: ACCOUNT }]);
    expect(after.syncRuns).toEqual([{ userId: ACCOUNT }]);
  });

  it('adds rewards up and unites badges', () => {
    expect(after.rewards).toHaveLength(1);
    expect(after.rewards[0]).toMatchObject({
      userId: ACCOUNT,
      discoveryPoints: 150,
      communityKarma: 3,
    });
    expect([...(after.rewards[0]?.badges ?? [])].sort()).toEqual(['first-sync', 'recommendation']);
  });

  it("keeps the account's own top artists per time range", () => {
    expect(after.topArtists).toEqual([
      { userId: ACCOUNT, timeRange: 'long_term', name: 'Anon long' },
      { userId: ACCOUNT, timeRange: 'short_term', name: 'Account short' },
    ]);
  });

  it('removes the anonymous user and its sessions', () => {
    expect(after.users).toEqual([{ id: ACCOUNT }, { id: FRIEND }]);
    expect(after.sessions).toEqual([]);
  });

  it('is idempotent: a second run changes nothing', async () => {
    expect(await mergeAnonymousUser(database.db, ANON, ACCOUNT)).toBe('nothing-to-merge');
    expect(await snapshot(database.db)).toEqual(after);
  });

  it('never merges away a permanent account', async () => {
    expect(await mergeAnonymousUser(database.db, FRIEND, ACCOUNT)).toBe('nothing-to-merge');
    expect(
      await database.db.select({ id: user.id }).from(user).where(eq(user.id, FRIEND)),
    ).toHaveLength(1);
    expect(await snapshot(database.db)).toEqual(after);
  });
});
