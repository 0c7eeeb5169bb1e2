import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { album, userAlbum } from '../../db/schema.ts';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import { anonymousListener } from '../../test-support/listener-browsers.ts';
import { databaseKinds } from '../../test-support/test-database.ts';
import { foldCatalogRecords } from './catalog-twins.repository.ts';

const at = (iso: string) => new Date(iso);

describe.each(databaseKinds)('one album, one record, on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind);
  });
  afterAll(() => t.close());

  it('folds what a listener said about a catalog album into its Spotify twin', async () => {
    const [browser, userId] = await anonymousListener(t);
    const db = t.database.db;
    await db.insert(album).values([
      { id: 'csv_fold-a', catalogId: 'csv_fold-a', title: 'A', artists: ['X'] },
      { id: 'spot-fold-a', catalogId: 'csv_fold-a', title: 'A', artists: ['X'] },
      { id: 'csv_fold-b', catalogId: 'csv_fold-b', title: 'B', artists: ['X'] },
      { id: 'spot-fold-b', catalogId: 'csv_fold-b', title: 'B', artists: ['X'] },
      { id: 'csv_fold-solo', catalogId: 'csv_fold-solo', title: 'Solo', artists: ['X'] },
    ]);
    await db.insert(userAlbum).values([
      // Rated as a catalog album first; the sync then brought the twin, newer and unrated.
      {
        userId,
        albumId: 'csv_fold-a',
        rating: 9,
        tags: ['late night'],
        notes: 'rain',
        isFavorite: true,
        isKnown: true,
        updatedAt: at('2030-01-01T12:00:00Z'),
      },
      { userId, albumId: 'spot-fold-a', inLibrary: true, updatedAt: at('2030-01-05T12:00:00Z') },
      { userId, albumId: 'csv_fold-b', rating: 7, updatedAt: at('2030-01-02T12:00:00Z') },
      { userId, albumId: 'csv_fold-solo', rating: 5, updatedAt: at('2030-01-03T12:00:00Z') },
    ]);

    await foldCatalogRecords(db, userId);

    const rows = await db
      .select()
      .from(userAlbum)
      .where(eq(userAlbum.userId, userId))
      .orderBy(userAlbum.albumId);
    expect(rows.map((row) => row.albumId)).toEqual(['csv_fold-solo', 'spot-fold-a', 'spot-fold-b']);
    expect(rows[1]).toMatchObject({
      rating: 9,
      tags: ['late night'],
      notes: 'rain',
      isFavorite: true,
      isKnown: true,
      inLibrary: true,
    });
    expect(rows[1]?.updatedAt.toISOString()).toBe('2030-01-05T12:00:00.000Z');
    expect(rows[2]).toMatchObject({ rating: 7 });

    const stats = (await browser.get('/spotify/user-stats?timeZone=UTC')).json();
    expect(stats).toMatchObject({ totalAlbums: 3, totalRatedAlbums: 3 });
    // Folding again changes nothing.
    await foldCatalogRecords(db, userId);
    expect(await db.select().from(userAlbum).where(eq(userAlbum.userId, userId))).toHaveLength(3);
  });
});
