import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadBuiltInCatalog } from '@album-club/recommender/catalog/load-catalog';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/database.ts';
import { album, give, play, recommendation, userAlbum } from '../../db/schema.ts';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import { anonymousListener } from '../../test-support/listener-browsers.ts';
import { databaseKinds } from '../../test-support/test-database.ts';
import { builtInCatalogLookup, createCatalogLookup } from './catalog-link.ts';

const at = (iso: string) => new Date(iso);
const migration = readFileSync(join(migrationsFolder, '0004_catalog-aliases.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter(Boolean);

// Real merges of the built-in catalog: one album with two aliases, one with one.
const catalog = loadBuiltInCatalog();
const twice = catalog.find((entry) => (entry.aliases?.length ?? 0) >= 2);
const once = catalog.find((entry) => entry.aliases?.length === 1 && entry !== twice);
if (!twice?.aliases || !once?.aliases) throw new Error('the built-in catalog has no merged albums');
const [aliasA, aliasB] = twice.aliases as [string, string];
const [aliasC] = once.aliases as [string];
const row = (id: string) => ({ id, catalogId: id, title: 'Old row', artists: ['Old credit'] });

describe('the catalog lookup', () => {
  const lookup = createCatalogLookup([
    {
      id: 'kept',
      title: 'Getz/Gilberto',
      artist: 'Stan Getz & João Gilberto featuring Antônio Carlos Jobim',
      year: 1964,
      genres: ['Bossa Nova'],
      descriptors: [],
      aliases: ['old-getz', 'solo'],
    },
    {
      id: 'solo',
      title: 'Solo',
      artist: 'Stan Getz',
      year: 1960,
      genres: ['Jazz'],
      descriptors: [],
    },
  ]);

  it('finds an album by an alias, never in place of an album’s own id', () => {
    expect(lookup.byId('old-getz')?.id).toBe('kept');
    expect(lookup.byId('solo')?.id).toBe('solo');
  });

  it('links a provider album crediting one of the people a merged album names', () => {
    const match = lookup.match({
      spotifyId: null,
      title: 'Getz / Gilberto',
      artists: ['Stan Getz', 'João Gilberto'],
    });
    expect(match).toBe('kept');
  });
});

describe.each(databaseKinds)('catalog aliases on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind);
  });
  afterAll(() => t.close());

  const runMigration = () =>
    t.database.db.transaction(async (tx) => {
      for (const statement of migration) await tx.execute(sql.raw(statement));
    });

  it('moves records, plays, recommendations and gives stored under an alias to the kept album', async () => {
    const db = t.database.db;
    const [, ana] = await anonymousListener(t);
    const [, ben] = await anonymousListener(t);
    await db.insert(album).values([
      row(aliasA),
      row(aliasB),
      row(twice.id),
      row(aliasC),
      // A Spotify album found for the alias of `once`, before the merge.
      {
        id: 'spot-alias-c',
        spotifyId: 'spot-alias-c',
        catalogId: aliasC,
        title: 'C',
        artists: ['X'],
      },
    ]);
    await db.insert(userAlbum).values([
      // Ana rated the album under one old id, later favourited it under the other.
      {
        userId: ana,
        albumId: aliasA,
        rating: 9,
        tags: ['rainy'],
        updatedAt: at('2030-01-01T00:00:00Z'),
      },
      { userId: ana, albumId: aliasB, isFavorite: true, updatedAt: at('2030-01-02T00:00:00Z') },
      // Ben has the kept album and an old id of it; the old one is newer and rated.
      {
        userId: ben,
        albumId: twice.id,
        rating: 4,
        notes: 'meh',
        updatedAt: at('2030-01-01T00:00:00Z'),
      },
      { userId: ben, albumId: aliasB, rating: 8, updatedAt: at('2030-01-03T00:00:00Z') },
      { userId: ben, albumId: aliasC, rating: 7, updatedAt: at('2030-01-03T00:00:00Z') },
    ]);
    await db.insert(play).values({
      userId: ana,
      trackId: 't1',
      albumId: aliasA,
      playedAt: at('2030-01-01T00:00:00Z'),
    });
    await db.insert(recommendation).values({
      userId: ana,
      albumId: aliasB,
      situation: 'rain',
      wantNew: 'yeah',
      explanation: 'x',
      shortExplanation: 'x',
      details: { catalogId: aliasB },
    });
    await db.insert(give).values({
      giverId: ben,
      albumId: aliasC,
      albumTitle: 'C',
      artist: 'X',
      situation: 'rain',
      description: 'good',
    });

    await runMigration();
    const records = async (userId: string) =>
      db.select().from(userAlbum).where(eq(userAlbum.userId, userId)).orderBy(userAlbum.albumId);

    const [anaRecord, ...anaRest] = await records(ana);
    expect(anaRest).toEqual([]);
    expect(anaRecord).toMatchObject({
      albumId: twice.id,
      rating: 9,
      tags: ['rainy'],
      isFavorite: true,
    });
    expect(anaRecord?.updatedAt).toEqual(at('2030-01-02T00:00:00Z'));
    const benRecords = await records(ben);
    expect(benRecords.map((r) => [r.albumId, r.rating, r.notes])).toEqual(
      [
        [twice.id, 8, 'meh'],
        ['spot-alias-c', 7, null],
      ].sort(),
    );
    expect((await db.select().from(play).where(eq(play.userId, ana)))[0]?.albumId).toBe(twice.id);
    const [recommended] = await db
      .select()
      .from(recommendation)
      .where(eq(recommendation.userId, ana));
    expect(recommended).toMatchObject({ albumId: twice.id, details: { catalogId: twice.id } });
    expect((await db.select().from(give).where(eq(give.giverId, ben)))[0]?.albumId).toBe(
      'spot-alias-c',
    );
    const left = await db
      .select()
      .from(album)
      .where(inArray(album.id, [aliasA, aliasB, aliasC, 'spot-alias-c']));
    expect(left.map((a) => [a.id, a.catalogId])).toEqual([['spot-alias-c', once.id]]);

    // Running it again changes nothing.
    await runMigration();
    expect(await records(ana)).toEqual([anaRecord]);
    expect(await records(ben)).toEqual(benRecords);
  });

  it('stores the catalog album an alias names when only the alias row was kept', async () => {
    const db = t.database.db;
    const [, cleo] = await anonymousListener(t);
    const lone = catalog.find(
      (entry) => entry.aliases?.length && entry !== twice && entry !== once,
    );
    const alias = lone?.aliases?.[0];
    if (!lone || !alias) throw new Error('the built-in catalog has too few merged albums');
    await db.insert(album).values(row(alias));
    await db.insert(userAlbum).values({ userId: cleo, albumId: alias, rating: 6 });
    await runMigration();
    const [kept] = await db.select().from(album).where(eq(album.id, lone.id));
    expect(kept).toMatchObject({ catalogId: lone.id, title: lone.title });
    const [record] = await db.select().from(userAlbum).where(eq(userAlbum.userId, cleo));
    expect(record).toMatchObject({ albumId: lone.id, rating: 6 });
  });

  it('answers an alias with the kept album and records an interaction sent with one on it', async () => {
    expect(builtInCatalogLookup().byId(aliasA)?.id).toBe(twice.id);
    expect(builtInCatalogLookup().byId(twice.id)?.id).toBe(twice.id);
    const [browser, dana] = await anonymousListener(t);
    const answer = await browser.post('/spotify/album-interaction', {
      albumId: aliasA,
      albumName: 'Old title',
      artistName: 'Old credit',
      interactionType: 'rate',
      rating: 9,
      deviceType: 'mobile',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ albumId: twice.id, rating: 9 });
    const details = await browser.get(`/spotify/album/${aliasB}`);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ id: twice.id, name: twice.title });
    const records = await t.database.db.select().from(userAlbum).where(eq(userAlbum.userId, dana));
    expect(records.map((r) => r.albumId)).toEqual([twice.id]);
  });
});
