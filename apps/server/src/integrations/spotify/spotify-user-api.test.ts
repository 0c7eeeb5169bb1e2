import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startClientUnderTest,
  type ClientUnderTest,
} from '../../test-support/spotify-client-under-test.ts';

let kit: ClientUnderTest;

beforeAll(async () => {
  kit = await startClientUnderTest({ mode: 'extended' });
});
afterEach(() => kit.emulator.reset());
afterAll(async () => {
  expect(kit.emulator.violations).toEqual([]);
  await kit.emulator.close();
});

describe('Spotify client: the calls the product makes', () => {
  it('reads the profile, top artists (short_term, 5 by default) and recent plays', async () => {
    const api = kit.client.forAccount(kit.storeFor('night-owl'));
    expect((await api.getProfile()).display_name).toBe('Nadia Okafor');
    const top = await api.getTopArtists();
    expect(top.items).toHaveLength(5);
    expect(top.href).toContain('time_range=short_term');
    const recent = await api.getRecentlyPlayed();
    expect(recent.items).toHaveLength(20);
    expect(recent.items[0]?.track.album.name).toBeTruthy();
  });

  it('follows paging to the end: all 2,000 saved albums, counted exactly', async () => {
    const api = kit.client.forAccount(kit.storeFor('crate-digger'));
    const started = performance.now();
    const albums = await api.getAllSavedAlbums();
    const elapsed = performance.now() - started;
    expect(albums).toHaveLength(2000);
    expect(new Set(albums.map((saved) => saved.album.id)).size).toBe(2000);
    expect(kit.emulator.admin.requests({ path: '/v1/me/albums' })).toHaveLength(40);
    console.info(`Paged 2,000 saved albums through the client in ${elapsed.toFixed(0)} ms`);
  });

  it('reads an album and all of its tracks', async () => {
    const api = kit.client.forAccount(kit.storeFor('slow-cooker'));
    const album = await api.getAlbum('1weenld61qoidwYuZ1GESA');
    const tracks = await api.getAllAlbumTracks(album.id);
    expect(album.name).toBe('Kind of Blue');
    expect(tracks.map((track) => track.name)).toEqual(
      album.tracks.items.map((track) => track.name),
    );
  });

  it('saves, checks and removes albums through /me/library', async () => {
    const api = kit.client.forAccount(kit.storeFor('first-steps'));
    const id = '1weenld61qoidwYuZ1GESA';
    await api.saveAlbums([id]);
    expect(await api.areAlbumsSaved([id])).toEqual([true]);
    await api.removeAlbums([id]);
    expect(await api.areAlbumsSaved([id])).toEqual([false]);
    expect(kit.emulator.admin.requests({ path: '/v1/me/albums' })).toHaveLength(0);
    expect(kit.emulator.admin.requests({ path: '/v1/me/library' })).toHaveLength(2);
  });

  it('falls back to /me/albums when /me/library is not there', async () => {
    const api = kit.client.forAccount(kit.storeFor('first-steps'));
    kit.emulator.admin.injectFault({
      kind: 'status',
      status: 404,
      count: 2,
      path: '/v1/me/library',
    });
    await api.saveAlbums(['1weenld61qoidwYuZ1GESA']);
    expect(await api.areAlbumsSaved(['1weenld61qoidwYuZ1GESA'])).toEqual([true]);
    expect(kit.emulator.admin.requests({ path: '/v1/me/albums', method: 'PUT' })).toHaveLength(1);
    expect(kit.emulator.admin.requests({ path: '/v1/me/albums/contains' })).toHaveLength(1);
  });

  it('resolves catalog albums to Spotify ids by title and artist, and refuses near misses', async () => {
    const api = kit.client.forAccount(kit.storeFor('first-steps'));
    expect((await api.searchAlbum('Kind of Blue', 'Miles Davis'))?.id).toBe(
      '1weenld61qoidwYuZ1GESA',
    );
    expect((await api.searchAlbum('Homogenic (Remastered)', 'Bjork'))?.name).toBe('Homogenic');
    expect((await api.searchAlbum('Watch the Throne', 'Kanye West'))?.name).toBe(
      'Watch the Throne',
    );
    expect(await api.searchAlbum('Homogenic', 'Television')).toBeNull();
    expect(await api.searchAlbum('An Album Nobody Made', 'Nobody')).toBeNull();
  });
});
