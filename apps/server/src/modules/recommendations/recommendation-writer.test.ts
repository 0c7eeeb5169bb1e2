import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { album, recommendation } from '../../db/schema.ts';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import { anonymousListener } from '../../test-support/listener-browsers.ts';
import { databaseKinds } from '../../test-support/test-database.ts';
import { recommendationWriter } from './recommendation-writer.ts';

const row = (userId: string, albumId: string, at: number) => ({
  userId,
  albumId,
  situation: 'cooking',
  wantNew: 'yeah' as const,
  explanation: 'Why',
  shortExplanation: 'Short',
  createdAt: new Date(at),
});

describe.each(databaseKinds)('storing recommendations together, on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind);
    await t.database.db.insert(album).values({ id: 'csv_w', title: 'W', artists: ['A'] });
  });
  afterAll(() => t.close());

  it('stores every row that arrives at once, each answered with its own id', async () => {
    const store = recommendationWriter(t.database.db);
    const [, userId] = await anonymousListener(t);
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, n) => store(row(userId, 'csv_w', 1_000_000 + n))),
    );
    expect(new Set(ids).size).toBe(30);
    const stored = await t.database.db
      .select({ id: recommendation.id, createdAt: recommendation.createdAt })
      .from(recommendation)
      .where(eq(recommendation.userId, userId))
      .orderBy(recommendation.createdAt);
    expect(stored.map((one) => one.id)).toEqual(ids);
  });

  it('stores a catalog album no one stored yet in the same statement, once, and keeps a known one', async () => {
    const store = recommendationWriter(t.database.db);
    const [, userId] = await anonymousListener(t);
    const fresh = {
      id: 'csv_first-named',
      catalogId: 'csv_first-named',
      title: 'First "Named"',
      artists: ['Someone'],
      releaseDate: '1999',
      genres: ['Pop'],
    };
    const known = { ...fresh, id: 'csv_w', catalogId: 'csv_w', title: 'Not W' };
    const ids = await Promise.all([
      store({ ...row(userId, fresh.id, 2_000_000), album: fresh }),
      store({ ...row(userId, fresh.id, 2_000_001), album: fresh }),
      store({ ...row(userId, 'csv_w', 2_000_002), album: known }),
    ]);
    expect(new Set(ids).size).toBe(3);
    const [stored] = await t.database.db.select().from(album).where(eq(album.id, fresh.id));
    expect(stored).toMatchObject({ title: 'First "Named"', artists: ['Someone'], genres: ['Pop'] });
    const [kept] = await t.database.db.select().from(album).where(eq(album.id, 'csv_w'));
    expect(kept?.title).toBe('W');
  });

  it('stores every field as given: empty ones as null, quotes, commas and emoji intact', async () => {
    const store = recommendationWriter(t.database.db);
    const [, userId] = await anonymousListener(t);
    const full = {
      ...row(userId, 'csv_w', Date.UTC(2026, 10, 21, 8, 30, 15, 123)),
      situation: 'doing "the dishes", {again} \\ 🍽️',
      company: 'my grandma',
      mood: "hungover but hopeful, it's fine",
      localHour: 7,
      score: 1.25,
      explanation: 'Line one.\nLine "two", with {braces}.',
      details: { catalogId: 'csv_w', parts: { context: 0.5 }, note: 'a "quoted" 🎵' },
    };
    const bare = { ...row(userId, 'csv_w', Date.UTC(2026, 10, 21, 9)), company: null };
    const [fullId, bareId] = await Promise.all([store(full), store(bare)]);
    const stored = await t.database.db
      .select()
      .from(recommendation)
      .where(eq(recommendation.userId, userId))
      .orderBy(recommendation.createdAt);
    expect(stored).toEqual([
      { ...full, id: fullId },
      {
        ...bare,
        id: bareId,
        mood: null,
        localHour: null,
        score: null,
        details: {},
      },
    ]);
  });

  it('stores words with a broken character (a lone surrogate) with U+FFFD in its place', async () => {
    const store = recommendationWriter(t.database.db);
    const [, userId] = await anonymousListener(t);
    const broken = 'rainy \ud83c day';
    const id = await store({
      ...row(userId, 'csv_w', Date.UTC(2026, 10, 21, 10)),
      situation: broken,
      mood: 'calm \udfa7',
      explanation: `You said “${broken}”.`,
    });
    const [stored] = await t.database.db
      .select()
      .from(recommendation)
      .where(eq(recommendation.id, id));
    expect(stored).toMatchObject({
      situation: 'rainy \ufffd day',
      mood: 'calm \ufffd',
      explanation: 'You said “rainy \ufffd day”.',
    });
  });

  it('fails only the request whose row cannot be stored', async () => {
    const store = recommendationWriter(t.database.db);
    const [, userId] = await anonymousListener(t);
    const answers = await Promise.allSettled([
      store(row(userId, 'csv_w', 2_000_000)),
      store(row(userId, 'csv_not-stored', 2_000_001)),
      store(row(userId, 'csv_w', 2_000_002)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const stored = await t.database.db
      .select({ id: recommendation.id })
      .from(recommendation)
      .where(eq(recommendation.userId, userId));
    expect(stored).toHaveLength(2);
  });
});
