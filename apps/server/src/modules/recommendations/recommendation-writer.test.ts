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
