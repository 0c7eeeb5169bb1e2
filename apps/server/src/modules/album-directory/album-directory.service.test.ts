import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBuiltInCatalog } from '@album-club/recommender/catalog/load-catalog';
import type { CatalogAlbum } from '@album-club/recommender/catalog/catalog-album';
import { createTestDatabase, databaseKinds } from '../../test-support/test-database.ts';
import {
  startClientUnderTest,
  type ClientUnderTest,
} from '../../test-support/spotify-client-under-test.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { findAlbumsByIds } from './album-directory.repository.ts';
import { albumRowFromSpotify, resolveCatalogAlbum } from './album-directory.service.ts';

const catalog = loadBuiltInCatalog();
const blue = catalog.find((entry) => entry.title === 'Blue' && entry.artist === 'Joni Mitchell');

describe.each(databaseKinds)('album directory on %s', (kind) => {
  let database: DatabaseHandle;
  let kit: ClientUnderTest;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    kit = await startClientUnderTest({ mode: 'extended', catalog });
  });
  afterAll(async () => {
    await kit.emulator.close();
    await database.close();
  });

  it('resolves a catalog album to its Spotify id once, then remembers it', async () => {
    expect(blue).toBeDefined();
    const entry = blue as CatalogAlbum;
    const api = kit.client.forAccount(kit.storeFor('night-owl'));
    const search = (title: string, artist: string) => api.searchAlbum(title, artist);

    const first = await resolveCatalogAlbum(database.db, entry, search);
    expect(first.id).toMatch(/^[0-9A-Za-z]{22}$/);
    expect(first).toMatchObject({ spotifyId: first.id, catalogId: entry.id, title: 'Blue' });
    const searches = kit.emulator.admin.requests({ path: '/v1/search' }).length;

    const again = await resolveCatalogAlbum(database.db, entry, search);
    expect(again.id).toBe(first.id);
    expect(kit.emulator.admin.requests({ path: '/v1/search' })).toHaveLength(searches);
    const [stored] = await findAlbumsByIds(database.db, [first.id]);
    expect(stored?.genres).toEqual(entry.genres);
  });

  it('keeps the catalog id when there is no way to ask Spotify, stored once', async () => {
    const entry = catalog[5] as CatalogAlbum;
    const row = await resolveCatalogAlbum(database.db, entry);
    expect(row).toMatchObject({ id: entry.id, spotifyId: null, catalogId: entry.id });
    const again = await resolveCatalogAlbum(database.db, entry);
    expect(again).toMatchObject({ id: entry.id, spotifyId: null, catalogId: entry.id });
    expect(again.updatedAt).toBeInstanceOf(Date);
    const [stored] = await findAlbumsByIds(database.db, [entry.id]);
    expect(stored).toMatchObject({ title: entry.title, genres: entry.genres });
  });

  it('answers the Spotify twin a catalog album was resolved to, even without a way to ask Spotify', async () => {
    const entry = blue as CatalogAlbum;
    const api = kit.client.forAccount(kit.storeFor('night-owl'));
    const twin = await resolveCatalogAlbum(database.db, entry, (title, artist) =>
      api.searchAlbum(title, artist),
    );
    const row = await resolveCatalogAlbum(database.db, entry);
    expect(row).toMatchObject({ id: twin.id, spotifyId: twin.id, catalogId: entry.id });
    expect(await findAlbumsByIds(database.db, [entry.id])).toEqual([]);
  });

  it('stores what Spotify says about an album, with the full length when every track is known', async () => {
    const api = kit.client.forAccount(kit.storeFor('night-owl'));
    const saved = await api.getSavedAlbums({ limit: 1 });
    const spotifyAlbum = saved.items[0]?.album;
    if (!spotifyAlbum) throw new Error('the demo listener has no saved album');
    const row = albumRowFromSpotify(spotifyAlbum);
    expect(row.imageUrl).toContain(kit.emulator.url);
    expect(spotifyAlbum.tracks.items).toHaveLength(spotifyAlbum.tracks.total);
    const sum = spotifyAlbum.tracks.items.reduce((total, track) => total + track.duration_ms, 0);
    expect(row.durationMs).toBe(sum);
  });
});
